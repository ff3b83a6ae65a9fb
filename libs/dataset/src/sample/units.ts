/**
 * The sample's admission units: what one university offers in a year and category — the batch its
 * selectivity clears, the majors it enrols (a few drop out each year, codes follow the catalog edition), and,
 * from 2025, the 院校专业组 those majors form (majors with the same 选科 requirement, at most a batch's
 * majors per choice each) — and how many seats a major has.
 */
import type { RankTrack } from '../rank-sources.ts';
import { catalogYearFor, type MajorCatalogYear } from '../majors.ts';
import { batchesOf, categoriesOf, type BatchDef, type CategoryDef } from '../region.ts';
import type { College, Major } from '../schemas.ts';
import type { OfferedMajor, SampleCollegeProfile } from './college-model.ts';
import { lineShare, type SampleContext } from './context.ts';
import { subjectRequirementFor } from './portfolio.ts';
import { Rng } from './prng.ts';

/** A major of a unit, with its code in the year's catalog edition (null for 专科). */
export interface UnitMajor {
  offered: OfferedMajor;
  code: string | null;
}

export interface SampleUnit {
  category: CategoryDef;
  batch: BatchDef;
  groupCode: string | null;
  requirement: string;
  selectivity: number;
  majors: UnitMajor[];
}

/** The walk starts at the sample's first year. */
const FIRST_WALK_YEAR = 2021;
/**
 * Shares of a line's yearly movement: a walk of 0.75 and a noise of 0.45 (0.75² + 2 · 0.45² ≈ 1) make
 * consecutive changes correlate about −0.2, as real lines do, where a pure noise gives −0.5.
 */
const WALK_SHARE = 0.75;
const NOISE_SHARE = 0.45;

export interface SampleUnits {
  /** The admission units (college or groups) of one university in one year, both categories. */
  unitsOf(college: College, profile: SampleCollegeProfile, year: number): SampleUnit[];
  /** Seats of one major of a university in a year. */
  planCount(
    college: College,
    profile: SampleCollegeProfile,
    track: RankTrack,
    name: string,
    year: number,
  ): number;
}

/** Codes of a later catalog edition for a 2025 code (moved majors keep their name, get a new code). */
function catalogCodes(
  baseCatalog: readonly Major[],
  catalog: (edition: MajorCatalogYear) => readonly Major[],
): (edition: MajorCatalogYear, code: string) => string | null {
  const codeMaps = new Map<MajorCatalogYear, Map<string, string>>();
  return (edition, code) => {
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
}

/** The batch of a university's level whose line it clears most selectively. */
function batchFor(
  context: SampleContext,
  college: College,
  year: number,
  track: RankTrack,
  q: number,
): BatchDef | undefined {
  const candidatesBatches = batchesOf(context.region, year)
    .filter((b) => b.level === college.level && !b.advance)
    .map((b) => ({ b, share: lineShare(context, b.line, track) }))
    .sort((x, y) => x.share - y.share);
  return (candidatesBatches.find((x) => q < x.share * 0.9) ?? candidatesBatches.at(-1))?.b;
}

/** A batch's 院校专业组: the majors of one 选科 requirement, cut into groups of at most a choice's majors. */
function groupUnits(
  context: SampleContext,
  college: College,
  year: number,
  category: CategoryDef,
  batch: BatchDef,
  majors: readonly UnitMajor[],
  yearQ: number,
  nextGroupNumber: () => number,
): SampleUnit[] {
  const { seed } = context;
  const byRequirement = new Map<string, UnitMajor[]>();
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
  const units: SampleUnit[] = [];
  for (const [requirement, members] of byRequirement) {
    for (let i = 0; i < members.length; i += batch.majorsPerChoice) {
      const chunk = members.slice(i, i + batch.majorsPerChoice);
      const heat = chunk.reduce((s, m) => s + m.offered.heat, 0) / chunk.length;
      const groupNumber = nextGroupNumber();
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
  return units;
}

export function createSampleUnits(
  context: SampleContext,
  baseCatalog: readonly Major[],
  catalog: (edition: MajorCatalogYear) => readonly Major[],
): SampleUnits {
  const { seed } = context;
  const codeIn = catalogCodes(baseCatalog, catalog);

  /** The majors enrolled in a year: about 94% of those offered, at least one, in the year's edition. */
  function majorsOf(
    college: College,
    base: readonly OfferedMajor[],
    track: RankTrack,
    year: number,
  ): UnitMajor[] | null {
    const edition = catalogYearFor(year);
    const churn = new Rng(seed, 'churn', college.code, track, year);
    const majors = base
      .filter(() => churn.chance(0.94))
      .map((offered) => ({ offered, code: offered.code === null ? null : codeIn(edition, offered.code) }))
      .filter((m) => m.offered.code === null || m.code !== null);
    // A university that enrols in the region enrols at least one major there.
    const first = base[0];
    if (majors.length === 0 && first) {
      const code = first.code === null ? null : codeIn(edition, first.code);
      if (first.code !== null && code === null) return null;
      return [{ offered: first, code }];
    }
    return majors;
  }

  /**
   * How far a university's line stands from its usual level in a year (ln of the selectivity): a random walk
   * (lines drift and do not come back), a noise of the year alone, and for the few with one, the 大小年 swing.
   * Lines move more the more selective the university: the year-to-year spread in log rank is about
   * 0.03 + 0.065 · ln(field ÷ selectivity), the field being its level's candidates (本科: half of them).
   */
  function lineMove(
    college: College,
    profile: SampleCollegeProfile,
    track: RankTrack,
    year: number,
    q: number,
  ) {
    const field = college.level === '本科' ? 0.5 : 0.975;
    const scale = 0.03 + 0.065 * Math.max(0, Math.log(field / q));
    let walk = 0;
    for (let y = FIRST_WALK_YEAR + 1; y <= year; y++)
      walk += WALK_SHARE * scale * new Rng(seed, 'walk', college.code, track, y).normal();
    const noise = NOISE_SHARE * scale * new Rng(seed, 'year', college.code, track, year).normal();
    const swing = profile.hotCold.amplitude * (year % 2 === profile.hotCold.hotYearParity ? 1 : -1);
    return walk + noise - swing;
  }

  function unitsOf(college: College, profile: SampleCollegeProfile, year: number): SampleUnit[] {
    const units: SampleUnit[] = [];
    let groupNumber = 0;
    for (const category of categoriesOf(context.region, year)) {
      const q = profile.selectivity[category.track];
      const base = profile.offers[category.track];
      if (q === undefined || base.length === 0) continue;
      const batch = batchFor(context, college, year, category.track, q);
      if (!batch) continue;
      const majors = majorsOf(college, base, category.track, year);
      if (majors === null) continue;
      const yearQ = q * Math.exp(lineMove(college, profile, category.track, year, q));
      if (batch.unit === '院校') {
        units.push({ category, batch, groupCode: null, requirement: '不限', selectivity: yearQ, majors });
        continue;
      }
      units.push(...groupUnits(context, college, year, category, batch, majors, yearQ, () => ++groupNumber));
    }
    return units;
  }

  function planCount(
    college: College,
    profile: SampleCollegeProfile,
    track: RankTrack,
    name: string,
    year: number,
  ): number {
    const base = new Rng(seed, 'plan', college.code, track, name);
    // The most selective universities spread few seats over many provinces.
    const basePlan = (profile.selectivity[track] ?? 1) < 0.01 ? base.int(1, 2) : base.int(1, 4);
    const scaled = basePlan * profile.planScale;
    const jitter = new Rng(seed, 'plan', college.code, track, name, year).float(0.8, 1.2);
    return Math.max(1, Math.round(scaled * jitter));
  }

  return { unitsOf, planCount };
}
