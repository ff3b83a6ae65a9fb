/**
 * The deterministic sample data set of a region (Inner Mongolia by default): per year and category a
 * 一分一段 table and the score lines; per university that admits there, admission records by college (up to
 * 2024) or by 院校专业组 (from 2025) with a row per major; and the 招生计划 of the current year. Same seed, same
 * rows. `createSampleGenerator` streams the large parts; `generateSampleData` collects everything.
 */
import { loadUniversities } from '../universities.ts';
import { catalogYearFor, loadMajors, MAJOR_CATALOG_YEARS, type MajorCatalogYear } from '../majors.ts';
import { loadGuangdongRankTables, type RankTrack, type SourceRankTable } from '../rank-sources.ts';
import {
  batchesOf,
  categoriesOf,
  INNER_MONGOLIA,
  scoreLinesOf,
  type BatchDef,
  type CategoryDef,
  type RegionConfig,
} from '../region.ts';
import type { AdmissionPlan, AdmissionRecord, College, Major, RankTableRow, ScoreLine } from '../schemas.ts';
import { sampleCollegeProfile, type OfferedMajor, type SampleCollegeProfile } from './college-model.ts';
import { INNER_MONGOLIA_SAMPLE_MODEL, type SampleModel } from './model.ts';
import { subjectRequirementFor } from './portfolio.ts';
import { Rng } from './prng.ts';
import { RankLookup, rescaleRankTable } from './rank-tables.ts';

export interface SampleOptions {
  /** Same seed → same rows. */
  seed: number | string;
  /** Years to generate (default: all years of the region). Admission records are made for the years before
   *  the region's current year, plans for the current year; tables and lines for every year. */
  years?: readonly number[];
  region?: RegionConfig;
  model?: SampleModel;
  /** Universities to consider (default: the shipped MOE list). */
  universities?: readonly College[];
  /** Major catalogs by edition (default: the shipped ones). */
  catalogs?: Partial<Record<MajorCatalogYear, readonly Major[]>>;
  /** Real tables lending their shape (default: the shipped Guangdong tables). */
  rankSources?: readonly SourceRankTable[];
  /** Data folder for the defaults above. */
  dataDir?: string;
}

/** Candidates of one category in one year. */
export interface SampleCandidates {
  year: number;
  category: string;
  track: RankTrack;
  candidates: number;
}

/** The streaming face of the sample: small tables at once, records and plans as iterators. */
export interface SampleGenerator {
  seed: number | string;
  region: RegionConfig;
  years: readonly number[];
  candidates: readonly SampleCandidates[];
  rankTables: readonly RankTableRow[];
  scoreLines: readonly ScoreLine[];
  /** Score ↔ rank of one year's table, or undefined if not generated. */
  lookup(year: number, category: string): RankLookup | undefined;
  /** The model's decisions about one university (undefined for an unknown code). */
  profile(code: string): SampleCollegeProfile | undefined;
  /** Admission records, a college's rows together (unit row first, then its majors). */
  admissionRecords(): Generator<AdmissionRecord>;
  /** 招生计划 rows of the current year (none if it is not among the years). */
  plans(): Generator<AdmissionPlan>;
}

/** Everything at once. */
export interface SampleData {
  candidates: SampleCandidates[];
  rankTables: RankTableRow[];
  scoreLines: ScoreLine[];
  admissionRecords: AdmissionRecord[];
  plans: AdmissionPlan[];
}

interface Unit {
  category: CategoryDef;
  batch: BatchDef;
  groupCode: string | null;
  requirement: string;
  selectivity: number;
  majors: { offered: OfferedMajor; code: string | null }[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
/** The lowest admitted rank of a unit is at least this many times its seats (better candidates go elsewhere). */
const PLAN_DEPTH = 3;

export function createSampleGenerator(options: SampleOptions): SampleGenerator {
  const { seed } = options;
  const region = options.region ?? INNER_MONGOLIA;
  const model = options.model ?? INNER_MONGOLIA_SAMPLE_MODEL;
  const years = [...(options.years ?? region.years)].sort((a, b) => a - b);
  for (const year of years) {
    if (!region.years.includes(year)) throw new Error(`示例数据：${region.province} 没有 ${year} 年的配置`);
  }
  const universities = options.universities ?? loadUniversities(options.dataDir);
  const catalog = (edition: MajorCatalogYear) =>
    options.catalogs?.[edition] ?? loadMajors(edition, options.dataDir);
  const baseCatalog = catalog(MAJOR_CATALOG_YEARS[0]);
  const sources = options.rankSources ?? loadGuangdongRankTables(options.dataDir);

  // Tables, lines and candidate counts.
  const candidates: SampleCandidates[] = [];
  const rankTables: RankTableRow[] = [];
  const scoreLines: ScoreLine[] = [];
  const lookups = new Map<string, RankLookup>();
  const lineScores = new Map<string, number>();
  const key = (...parts: (string | number)[]) => parts.join('|');

  const shareOf = (line: string, track: RankTrack): number => {
    const share = model.lineShares[line]?.[track];
    if (share === undefined) throw new Error(`示例数据模型缺少「${line}」（${track}）的累计比例`);
    return share;
  };

  for (const year of years) {
    const categories = categoriesOf(region, year);
    const rng = new Rng(seed, 'candidates', year);
    const total = Math.round(
      model.candidatesPerYear * (1 + rng.float(-model.candidateJitter, model.candidateJitter)),
    );
    const shares = categories.map(
      (c) =>
        (model.categoryShares[c.name] ?? 1 / categories.length) *
        (1 + rng.float(-model.categoryShareJitter, model.categoryShareJitter)),
    );
    const shareSum = shares.reduce((a, b) => a + b, 0);
    let assigned = 0;
    categories.forEach((category, i) => {
      const count =
        i === categories.length - 1 ? total - assigned : Math.round((total * (shares[i] ?? 0)) / shareSum);
      assigned += count;
      candidates.push({ year, category: category.name, track: category.track, candidates: count });

      const shapeTrack = model.shapeSource[category.track];
      const shaped = sources.filter((s) => s.track === shapeTrack).sort((a, b) => a.year - b.year);
      const source = shaped.filter((s) => s.year <= year).at(-1) ?? shaped[0];
      if (!source) throw new Error(`示例数据：没有 ${shapeTrack} 科类的形态来源表`);
      const tableRng = new Rng(seed, 'table', year, category.name);
      const stretch = tableRng.float(model.stretch[0], model.stretch[1]);
      const shift = tableRng.float(model.shift[0], model.shift[1]);
      const rows = rescaleRankTable(source, count, stretch, shift);
      for (const row of rows) {
        rankTables.push({ year, province: region.province, category: category.name, ...row, sample: true });
      }
      const lookup = new RankLookup(rows);
      lookups.set(key(year, category.name), lookup);

      // Lines from the most selective down, each strictly below the previous one.
      const lines = scoreLinesOf(region, year)
        .map((line) => ({ line, share: shareOf(line.name, category.track) }))
        .sort((a, b) => a.share - b.share);
      let previous = Infinity;
      for (const { line, share } of lines) {
        const lineRng = new Rng(seed, 'line', year, category.name, line.name);
        const logit =
          Math.log(share / (1 - share)) + lineRng.float(-model.lineShareJitter, model.lineShareJitter);
        const jittered = 1 / (1 + Math.exp(-logit));
        const score = Math.min(previous - 1, lookup.scoreAtRank(jittered * count));
        previous = score;
        lineScores.set(key(year, category.name, line.name), score);
        scoreLines.push({
          year,
          province: region.province,
          category: category.name,
          batch: line.name,
          score,
          sample: true,
        });
      }
    });
  }

  // Stable per-university decisions.
  const profiles = new Map<string, SampleCollegeProfile>();
  for (const college of universities) {
    profiles.set(college.code, sampleCollegeProfile(college, baseCatalog, region.province, seed));
  }

  // Codes of a later catalog edition for a 2025 code (moved majors keep their name, get a new code).
  const codeMaps = new Map<MajorCatalogYear, Map<string, string>>();
  const codeIn = (edition: MajorCatalogYear, code: string): string | null => {
    let map = codeMaps.get(edition);
    if (!map) {
      map = new Map();
      const base = new Map(baseCatalog.map((m) => [m.code, m.name]));
      for (const m of catalog(edition)) {
        if (base.get(m.code) === m.name) map.set(m.code, m.code);
        if (m.previousCode !== null) map.set(m.previousCode, m.code);
      }
      codeMaps.set(edition, map);
    }
    return map.get(code) ?? null;
  };

  /** The batch of a university's level whose line it clears most selectively. */
  const batchFor = (college: College, year: number, track: RankTrack, q: number): BatchDef | undefined => {
    const candidatesBatches = batchesOf(region, year)
      .filter((b) => b.level === college.level && !b.advance)
      .map((b) => ({ b, share: shareOf(b.line, track) }))
      .sort((x, y) => x.share - y.share);
    return (candidatesBatches.find((x) => q < x.share * 0.9) ?? candidatesBatches.at(-1))?.b;
  };

  /** The admission units (college or groups) of one university in one year, both categories. */
  const unitsOf = (college: College, profile: SampleCollegeProfile, year: number): Unit[] => {
    const units: Unit[] = [];
    let groupNumber = 0;
    const edition = catalogYearFor(year);
    for (const category of categoriesOf(region, year)) {
      const q = profile.selectivity[category.track];
      const base = profile.offers[category.track];
      if (q === undefined || base.length === 0) continue;
      const batch = batchFor(college, year, category.track, q);
      if (!batch) continue;
      const churn = new Rng(seed, 'churn', college.code, category.track, year);
      let majors = base
        .filter(() => churn.chance(0.94))
        .map((offered) => ({ offered, code: offered.code === null ? null : codeIn(edition, offered.code) }))
        .filter((m) => m.offered.code === null || m.code !== null);
      // A university that enrols in the region enrols at least one major there.
      const first = base[0];
      if (majors.length === 0 && first) {
        const code = first.code === null ? null : codeIn(edition, first.code);
        if (first.code !== null && code === null) continue;
        majors = [{ offered: first, code }];
      }
      const yearRng = new Rng(seed, 'year', college.code, category.track, year);
      const swing = profile.hotCold.amplitude * (year % 2 === profile.hotCold.hotYearParity ? 1 : -1);
      const yearQ = q * Math.exp(0.1 * yearRng.normal() - swing);
      if (batch.unit === '院校') {
        units.push({ category, batch, groupCode: null, requirement: '不限', selectivity: yearQ, majors });
        continue;
      }
      const byRequirement = new Map<string, typeof majors>();
      for (const m of majors) {
        const requirement =
          m.offered.code === null
            ? '不限'
            : subjectRequirementFor(
                m.offered,
                category.track,
                new Rng(seed, 'requirement', college.code, category.track, m.offered.code),
              );
        byRequirement.set(requirement, [...(byRequirement.get(requirement) ?? []), m]);
      }
      const meanHeat = majors.reduce((s, m) => s + m.offered.heat, 0) / majors.length;
      for (const [requirement, members] of byRequirement) {
        for (let i = 0; i < members.length; i += batch.majorsPerChoice) {
          const chunk = members.slice(i, i + batch.majorsPerChoice);
          const heat = chunk.reduce((s, m) => s + m.offered.heat, 0) / chunk.length;
          groupNumber++;
          const groupRng = new Rng(seed, 'group', college.code, year, groupNumber);
          units.push({
            category,
            batch,
            groupCode: String(groupNumber).padStart(2, '0'),
            requirement,
            selectivity: yearQ * Math.exp(-0.8 * (heat - meanHeat) + 0.05 * groupRng.normal()),
            majors: chunk,
          });
        }
      }
    }
    return units;
  };

  const planCount = (
    college: College,
    profile: SampleCollegeProfile,
    track: RankTrack,
    name: string,
    year: number,
  ) => {
    const base = new Rng(seed, 'plan', college.code, track, name);
    // The most selective universities spread few seats over many provinces.
    const basePlan = (profile.selectivity[track] ?? 1) < 0.01 ? base.int(1, 2) : base.int(1, 4);
    const scaled = basePlan * profile.planScale;
    const jitter = new Rng(seed, 'plan', college.code, track, name, year).float(0.8, 1.2);
    return Math.max(1, Math.round(scaled * jitter));
  };

  function* admissionRecords(): Generator<AdmissionRecord> {
    const admissionYears = years.filter((y) => y < region.currentYear);
    for (const year of admissionYears) {
      for (const college of universities) {
        const profile = profiles.get(college.code);
        if (!profile?.admits) continue;
        for (const unit of unitsOf(college, profile, year)) {
          const lookup = lookups.get(key(year, unit.category.name));
          const line = lineScores.get(key(year, unit.category.name, unit.batch.line));
          if (!lookup || line === undefined) continue;
          const rng = new Rng(seed, 'scores', college.code, year, unit.category.name, unit.groupCode ?? '');
          const seats = unit.majors.map((m) =>
            planCount(college, profile, unit.category.track, m.offered.name, year),
          );
          // A unit filling many seats cannot have its last admitted student near the top.
          const totalPlan = seats.reduce((a, b) => a + b, 0);
          const selectivity = Math.max(unit.selectivity, (PLAN_DEPTH * totalPlan) / lookup.candidates);
          let unitMin = lookup.scoreAtRank(selectivity * lookup.candidates);
          if (unitMin < line) unitMin = line + rng.int(0, 3);
          unitMin = Math.min(unitMin, lookup.top);
          const spread = 4 + 30 * Math.sqrt(Math.min(1, selectivity));
          const minHeat = Math.min(...unit.majors.map((m) => m.offered.heat));
          const offsets = unit.majors.map(
            (m) => spread * 1.2 * (m.offered.heat - minHeat) + Math.abs(rng.normal()) * spread * 0.35,
          );
          const lowest = Math.min(...offsets);
          const rows: AdmissionRecord[] = unit.majors.map((m, i) => {
            const minScore = Math.min(lookup.top, unitMin + Math.round((offsets[i] ?? 0) - lowest));
            const plan = seats[i] ?? 1;
            let avgScore = minScore;
            let maxScore = minScore;
            if (plan > 1) {
              maxScore = Math.min(lookup.top, Math.round(minScore + rng.float(0.5, 1.6) * spread));
              avgScore = Math.min(maxScore, round1(minScore + rng.float(0.15, 0.5) * spread));
            }
            return {
              year,
              province: region.province,
              category: unit.category.name,
              batch: unit.batch.name,
              collegeCode: college.code,
              collegeName: college.name,
              groupCode: unit.groupCode,
              scope: '专业',
              majorCode: m.code,
              majorName: m.offered.name,
              planCount: plan,
              minScore,
              avgScore,
              maxScore,
              minRank: lookup.cumulativeAt(minScore),
              sample: true,
            };
          });
          const minScore = Math.min(...rows.map((r) => r.minScore));
          yield {
            year,
            province: region.province,
            category: unit.category.name,
            batch: unit.batch.name,
            collegeCode: college.code,
            collegeName: college.name,
            groupCode: unit.groupCode,
            scope: unit.groupCode === null ? '院校' : '专业组',
            majorCode: null,
            majorName: null,
            planCount: totalPlan,
            minScore,
            avgScore: round1(
              rows.reduce((s, r) => s + (r.avgScore ?? 0) * (r.planCount ?? 0), 0) / totalPlan,
            ),
            maxScore: Math.max(...rows.map((r) => r.maxScore ?? r.minScore)),
            minRank: lookup.cumulativeAt(minScore),
            sample: true,
          };
          yield* rows;
        }
      }
    }
  }

  function* plans(): Generator<AdmissionPlan> {
    const year = region.currentYear;
    if (!years.includes(year)) return;
    for (const college of universities) {
      const profile = profiles.get(college.code);
      if (!profile?.admits) continue;
      for (const unit of unitsOf(college, profile, year)) {
        for (const m of unit.majors) {
          const surcharge =
            m.offered.categoryCode === '10' ? 1000 : m.offered.categoryCode === '13' ? 3000 : 0;
          yield {
            year,
            province: region.province,
            category: unit.category.name,
            batch: unit.batch.name,
            collegeCode: college.code,
            collegeName: college.name,
            groupCode: unit.groupCode,
            subjectRequirement: unit.requirement,
            majorCode: m.code,
            majorName: m.offered.name,
            planCount: planCount(college, profile, unit.category.track, m.offered.name, year),
            years: m.offered.years,
            tuition: profile.tuition + (college.nature === '公办' ? surcharge : 0),
            sample: true,
          };
        }
      }
    }
  }

  return {
    seed,
    region,
    years,
    candidates,
    rankTables,
    scoreLines,
    lookup: (year, category) => lookups.get(key(year, category)),
    profile: (code) => profiles.get(code),
    admissionRecords,
    plans,
  };
}

/** The whole sample set in arrays (about 130,000 admission rows and 30,000 plan rows for the default). */
export function generateSampleData(options: SampleOptions): SampleData {
  const generator = createSampleGenerator(options);
  return {
    candidates: [...generator.candidates],
    rankTables: [...generator.rankTables],
    scoreLines: [...generator.scoreLines],
    admissionRecords: [...generator.admissionRecords()],
    plans: [...generator.plans()],
  };
}
