// 模拟填报 on the server: the admission units of a year, category and batch with their threshold predictions
// (which do not depend on the candidate) prepared once per data version and kept in the data cache, so a
// recommendation is a scan of the prepared units — the candidate's probability per unit, the preferences, the
// tiers — plus reasons and flags for the one page returned; the scan's result is remembered for the next
// page and the next candidate of the same rank. The maths is `@zhiyuan/admissions`'.
//
// Which units: this year's plans (招生计划) where the data has them, else the units admitted that year (a past
// year, looked at again), else those of the latest earlier year of the batch. Units whose college is not in
// the college list are left out (their nature and place are unknown).
import {
  admissionProbability,
  createRankTable,
  equivalentScoresByYear,
  explainAdmission,
  formatInt,
  interpolatedRank,
  interpolatedScore,
  isJointVentureName,
  normalCdf,
  predictThreshold,
  riskFlags,
  tierOf,
  TIERS,
  type RankTable as EngineRankTable,
  type TierDef,
  type ThresholdEstimate,
  type ThresholdPrediction,
  type UnitYear,
} from '@zhiyuan/admissions';
import type {
  AdmissionTier,
  RecommendData,
  RecommendItem,
  RecommendPreferences,
  UnitMajor,
} from '@zhiyuan/contracts';
import {
  batchesOf,
  equivalentCategory,
  shortProvinceName,
  type CollegeNature,
  type EliteTag,
  type RegionConfig,
} from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { AdmissionData } from '../admissions/admission-data.ts';
import type { Catalog } from '../catalog/catalog.ts';
import {
  batchLevel,
  majorKeyOf,
  trackOf,
  UnitHistoryIndex,
  type UnitTarget,
  type UnitYearRecord,
} from './units.ts';

/** A unit of a batch, ready for any candidate. */
export interface PreparedUnit {
  /** `<college code>|<group code or ''>`. */
  key: string;
  college: {
    id: number;
    code: string;
    name: string;
    province: string;
    city: string;
    nature: CollegeNature;
    tags: EliteTag[];
  };
  group: { code: string; name: string } | null;
  majors: UnitMajor[];
  /** 门类 of the majors (from the catalog). */
  disciplines: ReadonlySet<string>;
  subjectRequirement: string | null;
  planCount: number | null;
  tuition: number | null;
  jointVenture: boolean;
  /** The majors' lowest ranks in the unit's latest past year (for the spread). */
  majorMinRanks: readonly (number | null)[] | null;
  history: { year: number; minScore: number; minRank: number | null; planCount: number | null }[];
  prediction: ThresholdPrediction;
  /** The college's pre-reform line, for groups: shown as a reason, not used. */
  reference: UnitYearRecord | null;
  sample: boolean;
}

/** The units of one year, category and batch. */
export interface PreparedBatch {
  /**
   * The units ordered by predicted lowest rank, then key (the tie-break of equal probabilities): each unit's
   * place in that order, and the unit at each place.
   */
  baseOrder: Int32Array;
  byBaseOrder: Int32Array;
  /**
   * Per unit, the prediction's log-rank mean and spread and its cap (NaN without data): the numbers
   * `admissionProbability` reads, laid out for a scan of thousands of units.
   */
  logMeans: Float64Array;
  sigmas: Float64Array;
  capLows: Float64Array;
  capHighs: Float64Array;
  year: number;
  category: string;
  batch: string;
  track: string;
  /** 院校 or 院校专业组. */
  unit: string;
  /** Candidates of the year's table, when there is one. */
  candidates: number | null;
  units: readonly PreparedUnit[];
  byKey: ReadonlyMap<string, PreparedUnit>;
  sample: boolean;
}

export interface Simulator {
  histories(): Promise<UnitHistoryIndex>;
  batch(year: number, category: string, batch: string): Promise<PreparedBatch>;
  /** The engine's table of a year and category, when the data has one. */
  engineTable(year: number, category: string): Promise<EngineRankTable | undefined>;
  /** Candidates per `year|category` from the rank tables. */
  candidateTotals(): Promise<ReadonlyMap<string, number>>;
}

interface TargetUnit extends UnitTarget {
  majors: { code: string | null; name: string; planCount: number | null; tuition: number | null }[];
  subjectRequirement: string | null;
  planCount: number | null;
  sample: boolean;
}

const sum = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
};

export function createSimulator(
  cache: DataCache,
  admissions: AdmissionData,
  catalog: Catalog,
  region: RegionConfig,
): Simulator {
  async function histories(): Promise<UnitHistoryIndex> {
    return cache.get('simulate:histories', async () => {
      const index = await admissions.index();
      return new UnitHistoryIndex(index.rows, region);
    });
  }

  async function candidateTotals(): Promise<ReadonlyMap<string, number>> {
    return cache.get('simulate:candidates', async () => {
      const totals = new Map<string, number>();
      for (const [year, categories] of await admissions.rankYears()) {
        for (const category of categories) {
          const table = await admissions.rankTable(year, category);
          if (table) totals.set(`${year}|${category}`, table.candidates);
        }
      }
      return totals;
    });
  }

  function engineTable(year: number, category: string): Promise<EngineRankTable | undefined> {
    return cache.get(`simulate:table:${year}|${category}`, async () => {
      const table = await admissions.rankTable(year, category);
      if (!table) return undefined;
      try {
        return createRankTable(table.data.rows);
      } catch {
        // A table that does not add up gives no equivalent scores rather than wrong ones.
        return undefined;
      }
    });
  }

  /** This year's units of the batch: the plans, else the year's records, else the latest earlier year's. */
  async function targetsOf(year: number, category: string, batch: string, track: string) {
    const plans = (await admissions.plans()).filter(
      (p) => p.year === year && p.category === category && p.batch === batch,
    );
    if (plans.length > 0) {
      const byUnit = new Map<string, TargetUnit>();
      for (const p of plans) {
        const groupCode = p.group_code === '' ? null : p.group_code;
        const id = `${p.college_code}|${p.group_code}`;
        let unit = byUnit.get(id);
        if (!unit) {
          unit = {
            collegeCode: p.college_code,
            groupCode,
            batch,
            track,
            majorKeys: new Set<string>(),
            majors: [],
            subjectRequirement: p.subject_requirement === '' ? null : p.subject_requirement,
            planCount: null,
            sample: false,
          };
          byUnit.set(id, unit);
        }
        (unit.majorKeys as Set<string>).add(p.major_key);
        unit.majors.push({
          code: p.major_code,
          name: p.major_name,
          planCount: p.plan_count,
          tuition: p.tuition,
        });
        unit.planCount = (unit.planCount ?? 0) + p.plan_count;
        unit.sample ||= p.sample === 1;
      }
      return [...byUnit.values()];
    }
    const index = await histories();
    const fromRecords = (records: readonly UnitYearRecord[]): TargetUnit[] =>
      records.map((r) => ({
        collegeCode: r.collegeCode,
        groupCode: r.groupCode,
        batch,
        track,
        majorKeys: new Set(r.majors.map(majorKeyOf)),
        majors: r.majors.map((m) => ({
          code: m.majorCode,
          name: m.majorName ?? '',
          planCount: m.planCount,
          tuition: null,
        })),
        subjectRequirement: null,
        planCount: r.planCount,
        sample: r.sample,
      }));
    const own = index.inYear(year, batch, track).filter((r) => r.category === category);
    if (own.length > 0) return fromRecords(own);
    for (let i = index.years.length - 1; i >= 0; i--) {
      const y = index.years[i];
      if (y === undefined || y >= year) continue;
      const earlier = index.inYear(y, batch, track);
      if (earlier.length > 0) return fromRecords(earlier);
    }
    return [];
  }

  async function prepare(year: number, category: string, batch: string): Promise<PreparedBatch> {
    const track = trackOf(region, year, category);
    const [index, totals, colleges, majors, targets] = await Promise.all([
      histories(),
      candidateTotals(),
      catalog.colleges(),
      catalog.majors(),
      targetsOf(year, category, batch, track),
    ]);
    const candidates = totals.get(`${year}|${category}`) ?? null;
    const edition = majors.editionFor(year);
    const level = batchLevel(region, year, batch);
    const units: PreparedUnit[] = [];
    for (const target of targets) {
      const college = colleges.byCode(target.collegeCode);
      if (!college) continue;
      const past = index.history(target, year);
      const history: UnitYear[] = past.map((r) => ({
        year: r.year,
        minRank: r.minRank,
        minScore: r.minScore,
        planCount: r.planCount,
        candidates: totals.get(`${r.year}|${r.category}`) ?? null,
      }));
      const prediction = predictThreshold(history, { year, planCount: target.planCount, candidates });
      const last = past[0];
      const lastMajors = new Map((last?.majors ?? []).map((m) => [majorKeyOf(m), m]));
      const unitMajors: UnitMajor[] = target.majors.map((m) => {
        const before = lastMajors.get(m.code ?? m.name);
        return {
          code: m.code,
          name: m.name,
          planCount: m.planCount,
          minScore: before?.minScore ?? null,
          minRank: before?.minRank ?? null,
        };
      });
      const disciplines = new Set<string>();
      for (const m of target.majors) {
        const entry = m.code === null ? undefined : majors.get(m.code, edition);
        if (entry) disciplines.add(entry.item.category);
      }
      const tuitions = target.majors.map((m) => m.tuition).filter((t): t is number => t !== null);
      units.push({
        key: `${college.code}|${target.groupCode ?? ''}`,
        college: {
          id: college.id,
          code: college.code,
          name: college.name,
          province: college.province,
          city: college.city,
          nature: college.nature,
          tags: college.tags,
        },
        group: target.groupCode === null ? null : { code: target.groupCode, name: `${target.groupCode}组` },
        majors: unitMajors,
        disciplines,
        subjectRequirement: target.subjectRequirement,
        planCount: target.planCount ?? sum(target.majors.map((m) => m.planCount)),
        tuition: tuitions.length > 0 ? Math.max(...tuitions) : null,
        jointVenture:
          isJointVentureName(college.name) || target.majors.some((m) => isJointVentureName(m.name)),
        majorMinRanks: last && last.majors.length > 0 ? last.majors.map((m) => m.minRank) : null,
        history: past.map((r) => ({
          year: r.year,
          minScore: r.minScore,
          minRank: r.minRank,
          planCount: r.planCount,
        })),
        prediction,
        reference: index.collegeReference(target, year, level),
        sample: target.sample || past.some((r) => r.sample),
      });
    }
    const unit =
      batchesOf(region, year).find((b) => b.name === batch)?.unit ??
      (units.some((u) => u.group !== null) ? '院校专业组' : '院校');
    return preparedBatch({ year, category, batch, track, unit, candidates }, units);
  }

  return {
    histories,
    candidateTotals,
    engineTable,
    batch: (year, category, batch) =>
      cache.get(`simulate:batch:${year}|${category}|${batch}`, () => prepare(year, category, batch)),
  };
}

/** A batch of prepared units with the indexes a ranking needs (the base order: predicted rank, then key). */
export function preparedBatch(
  meta: Pick<PreparedBatch, 'year' | 'category' | 'batch' | 'track' | 'unit' | 'candidates'>,
  units: readonly PreparedUnit[],
): PreparedBatch {
  const predicted = (u: PreparedUnit) => (u.prediction.status === 'ok' ? u.prediction.rank : Infinity);
  const byBaseOrder = Int32Array.from(units.keys()).sort((a, b) => {
    const x = units[a];
    const y = units[b];
    if (!x || !y) return 0;
    return predicted(x) - predicted(y) || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);
  });
  const baseOrder = new Int32Array(units.length);
  byBaseOrder.forEach((unitIndex, place) => (baseOrder[unitIndex] = place));
  const field = (read: (p: ThresholdEstimate) => number) =>
    Float64Array.from(units, (u) => (u.prediction.status === 'ok' ? read(u.prediction) : NaN));
  return {
    ...meta,
    baseOrder,
    byBaseOrder,
    logMeans: field((p) => p.logMean),
    sigmas: field((p) => p.sigma),
    capLows: field((p) => p.cap.low),
    capHighs: field((p) => p.cap.high),
    units,
    byKey: new Map(units.map((u) => [u.key, u])),
    sample: units.some((u) => u.sample),
  };
}

/** Batches of up to this many units are sorted by packed numeric keys (see `recommend`). */
const PACK_LIMIT = 65_536;

/** The candidate as a recommendation sees them, after validation. */
export interface Candidate {
  year: number;
  category: string;
  batch: string;
  rank: number;
  rankRange: { from: number; to: number };
  score: number | null;
  /** The first subject and electives, or null when not given (no 选科 flags). */
  subjects: readonly string[] | null;
}

export interface RecommendOptions {
  preferences?: RecommendPreferences | undefined;
  tier?: AdmissionTier | undefined;
  page: number;
  pageSize: number;
}

/** A preference filter over prepared units; every list is “any of”, an empty list does not filter. */
export function preferenceFilter(
  preferences: RecommendPreferences | undefined,
): (unit: PreparedUnit) => boolean {
  const set = (list: readonly string[] | undefined) =>
    list && list.length > 0 ? new Set(list.map((v) => v.trim())) : undefined;
  const provinces = set(preferences?.provinces?.map(shortProvinceName));
  const cities = preferences?.cities?.length ? preferences.cities : undefined;
  const tags = preferences?.tags?.length ? preferences.tags : undefined;
  const natures = set(preferences?.excludeNatures);
  const disciplines = set(preferences?.categories);
  const majors = preferences?.majors?.length ? preferences.majors.map((m) => m.trim()) : undefined;
  return (u) =>
    (provinces === undefined || provinces.has(u.college.province)) &&
    (cities === undefined || cities.some((c) => u.college.city.includes(c))) &&
    (tags === undefined || tags.some((t) => u.college.tags.includes(t))) &&
    (natures === undefined || !natures.has(u.college.nature)) &&
    (disciplines === undefined || [...u.disciplines].some((d) => disciplines.has(d))) &&
    (majors === undefined ||
      u.majors.some((m) => majors.some((f) => m.name.includes(f) || (m.code?.startsWith(f) ?? false))));
}

/** The reason that shows a group's pre-reform college line, which the estimate does not use. */
function referenceReason(unit: PreparedUnit): string | null {
  const r = unit.reference;
  if (!r || r.minRank === null) return null;
  return (
    `参考：${r.year}年该校按院校录取（${r.batch}），最低位次 ${formatInt(r.minRank)}；` +
    '院校专业组与院校不同，此数据未计入估计'
  );
}

/** The item of one unit for one candidate: probability, tier, reasons and flags. */
export function recommendItem(
  unit: PreparedUnit,
  candidate: Candidate,
  probability: number,
  tier: AdmissionTier,
): RecommendItem {
  const prediction = unit.prediction;
  const estimate = prediction.status === 'ok' ? prediction : null;
  const reasons = explainAdmission(prediction, candidate.rank);
  const reference = referenceReason(unit);
  if (reference) reasons.push(reference);
  return {
    key: unit.key,
    college: unit.college,
    group: unit.group,
    majors: unit.majors,
    subjectRequirement: unit.subjectRequirement,
    planCount: unit.planCount,
    tuition: unit.tuition,
    history: unit.history,
    probability,
    tier,
    predictedRank: Math.round(estimate?.rank ?? 0),
    predictedRange: {
      low: Math.round(estimate?.interval.low ?? 0),
      high: Math.round(estimate?.interval.high ?? 0),
    },
    reasons,
    flags: riskFlags({
      nature: unit.college.nature,
      jointVenture: unit.jointVenture,
      tuition: unit.tuition,
      subjectRequirement: unit.subjectRequirement,
      candidateSubjects: candidate.subjects,
      majorMinRanks: unit.majorMinRanks,
      yearsOfData: prediction.yearsUsed,
      alternating: estimate?.alternation.detected ?? false,
    }),
    sample: unit.sample,
  };
}

/** A candidate's ranking of a batch: the tier counts and the first chosen units in list order. */
interface Ranking {
  tiers: Record<AdmissionTier, number>;
  others: { notSuggested: number; noData: number };
  /** Units chosen (preferences and tier applied). */
  total: number;
  /** The first `order.length` of them (all when it equals `total`), by probability ascending. */
  order: Int32Array;
}

/** How many leading units a ranking keeps at least: ten pages of 20 (a later page ranks again, deeper). */
const RANKING_DEPTH = 200;

/**
 * Rankings remembered per prepared batch (so per data version): paging through a list, or the next student
 * with the same score (ranks come from scores, so there are at most ~750 per year and category), costs a
 * slice. Bounded by the unit indexes they hold; the least recently used go first.
 */
const RANKING_MEMO_INDEXES = 500_000;
const rankingMemos = new WeakMap<PreparedBatch, { entries: Map<string, Ranking>; size: number }>();

/**
 * `tierOf` as a few comparisons, for the thousands of units of a scan: the tiers' bands (data, `TIERS`) from
 * the highest minimum down; a probability takes the first band it reaches, the highest band also above its
 * maximum, and a band below the next one's minimum ends at its own maximum. A test holds it equal to `tierOf`.
 */
export function tierClassifier(tiers: readonly TierDef[] = TIERS): (p: number) => AdmissionTier | null {
  const bands = [...tiers].sort((a, b) => b.min - a.min);
  const top = bands[0];
  return (p) => {
    for (const band of bands) {
      if (p >= band.min) return band === top || p < band.max ? band.tier : null;
    }
    return null;
  };
}
const classify = tierClassifier();

/** The sort keys of one ranking and a heap; reused (rankings are computed synchronously, one at a time). */
let scratch = new Float64Array(0);
let heap = new Float64Array(0);

/**
 * The `k` smallest of `keys[0, n)` in ascending order: a max-heap of `k` keys over one pass (most keys
 * are rejected by one comparison with the root), then the heap sorted. Keys are distinct.
 */
export function smallestSorted(keys: Float64Array, n: number, k: number): Float64Array {
  if (n <= k) return keys.slice(0, n).sort();
  if (heap.length < k) heap = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < n; i++) {
    const key = keys[i] ?? 0;
    if (size < k) {
      // Sift up.
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((heap[parent] ?? 0) >= key) break;
        heap[at] = heap[parent] ?? 0;
        at = parent;
      }
      heap[at] = key;
    } else if (key < (heap[0] ?? 0)) {
      // Replace the largest and sift down.
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= size) break;
        const right = left + 1;
        const child = right < size && (heap[right] ?? 0) > (heap[left] ?? 0) ? right : left;
        if ((heap[child] ?? 0) <= key) break;
        heap[at] = heap[child] ?? 0;
        at = child;
      }
      heap[at] = key;
    }
  }
  return heap.slice(0, size).sort();
}

/**
 * Every unit's probability for the rank, the preferences and tier applied, counted by tier, and the first
 * `depth` chosen units in list order.
 */
function rankUnits(
  prepared: PreparedBatch,
  rank: number,
  preferences: RecommendPreferences | undefined,
  tierWanted: AdmissionTier | undefined,
  depth: number,
): Ranking {
  const keep = preferences ? preferenceFilter(preferences) : null;
  const tiers: Record<AdmissionTier, number> = { 冲: 0, 稳: 0, 保: 0 };
  const others = { notSuggested: 0, noData: 0 };
  const { units, baseOrder, byBaseOrder, logMeans, sigmas, capLows, capHighs } = prepared;
  const logRank = Math.log(rank);
  // Thousands of units per request, so the chosen ones are ordered as numbers, not objects: the key packs
  // the probability (to 2⁻³² — closer ones count as equal) above the unit's place in the base order
  // (predicted rank, then key), so keys are distinct and their order is the list order.
  const packed = units.length <= PACK_LIMIT;
  if (scratch.length < units.length) scratch = new Float64Array(units.length * 2);
  const keys = scratch;
  const chosen: { i: number; p: number }[] = [];
  let count = 0;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit === undefined || (keep !== null && !keep(unit))) continue;
    const sigma = sigmas[i] ?? NaN;
    if (Number.isNaN(sigma)) {
      others.noData += 1;
      continue;
    }
    // admissionProbability's own expression on the prepared numbers (a test holds the two equal).
    const raw = normalCdf(((logMeans[i] ?? 0) - logRank) / sigma);
    const p = Math.min(capHighs[i] ?? 1, Math.max(capLows[i] ?? 0, raw));
    const tier = classify(p);
    if (tier === null) {
      others.notSuggested += 1;
      continue;
    }
    tiers[tier] += 1;
    if (tierWanted !== undefined && tierWanted !== tier) continue;
    if (packed) keys[count++] = Math.floor(p * 2 ** 32) * PACK_LIMIT + (baseOrder[i] ?? 0);
    else chosen.push({ i, p });
  }
  let order: Int32Array;
  if (packed) {
    const sorted = smallestSorted(keys, count, depth);
    order = new Int32Array(sorted.length);
    for (let j = 0; j < sorted.length; j++) order[j] = byBaseOrder[(sorted[j] ?? 0) % PACK_LIMIT] ?? 0;
  } else {
    chosen.sort((a, b) => a.p - b.p || (baseOrder[a.i] ?? 0) - (baseOrder[b.i] ?? 0));
    count = chosen.length;
    order = Int32Array.from(chosen, (c) => c.i);
  }
  return { tiers, others, total: count, order };
}

/** The ranking for a candidate, at least `need` units deep, remembered (see RANKING_MEMO_INDEXES). */
function rememberedRanking(
  prepared: PreparedBatch,
  rank: number,
  preferences: RecommendPreferences | undefined,
  tier: AdmissionTier | undefined,
  need: number,
): Ranking {
  let memo = rankingMemos.get(prepared);
  if (!memo) {
    memo = { entries: new Map(), size: 0 };
    rankingMemos.set(prepared, memo);
  }
  const key = JSON.stringify([rank, tier ?? null, preferences ?? null]);
  const known = memo.entries.get(key);
  if (known && (known.order.length >= need || known.order.length === known.total)) {
    // Most recently used last.
    memo.entries.delete(key);
    memo.entries.set(key, known);
    return known;
  }
  const depth = Math.max(RANKING_DEPTH, need, 2 * (known?.order.length ?? 0));
  const ranking = rankUnits(prepared, rank, preferences, tier, depth);
  if (known) {
    memo.entries.delete(key);
    memo.size -= known.order.length + 1;
  }
  memo.entries.set(key, ranking);
  memo.size += ranking.order.length + 1;
  for (const [oldKey, old] of memo.entries) {
    if (memo.size <= RANKING_MEMO_INDEXES || oldKey === key) break;
    memo.entries.delete(oldKey);
    memo.size -= old.order.length + 1;
  }
  return ranking;
}

/**
 * The recommendation: every unit's probability for the candidate, the preferences applied, the tiers
 * counted, the chosen tier's (or all three tiers') units sorted by probability ascending — so 冲 comes
 * first, then 稳, then 保, the way a list is written — ties by predicted rank then key, and one page
 * explained (reasons and flags are made for the returned page only).
 */
export function recommend(
  prepared: PreparedBatch,
  candidate: Candidate,
  options: RecommendOptions,
): Omit<RecommendData, 'equivalentScores' | 'candidates'> {
  const start = (options.page - 1) * options.pageSize;
  const { tiers, others, total, order } = rememberedRanking(
    prepared,
    candidate.rank,
    options.preferences,
    options.tier,
    start + options.pageSize,
  );
  const items: RecommendItem[] = [];
  for (const i of order.subarray(Math.min(start, order.length), start + options.pageSize)) {
    const unit = prepared.units[i];
    const p = unit ? admissionProbability(unit.prediction, candidate.rank) : null;
    const tier = p === null ? null : tierOf(p);
    if (unit && p !== null && tier !== null) items.push(recommendItem(unit, candidate, p, tier));
  }
  return {
    year: candidate.year,
    category: candidate.category,
    batch: candidate.batch,
    unit: prepared.unit,
    rank: candidate.rank,
    rankRange: candidate.rankRange,
    score: candidate.score,
    tierBands: TIERS.map((t) => ({
      tier: t.tier,
      min: t.min,
      max: t.max,
      label: t.label,
      description: t.description,
    })),
    tiers: { ...tiers },
    others: { ...others },
    total,
    items,
    sample: prepared.sample,
  };
}

/**
 * The candidate's score in each earlier year with a table on the same track (理科 before 物理类), newest
 * first: carried by rank along both tables' piecewise-linear curves.
 */
export async function equivalentScores(
  simulator: Simulator,
  admissions: AdmissionData,
  region: RegionConfig,
  candidate: Candidate,
): Promise<RecommendData['equivalentScores']> {
  const years = await admissions.rankYears();
  const wanted: { year: number; category: string }[] = [];
  for (const year of [...years.keys()].sort((a, b) => b - a)) {
    if (year >= candidate.year) continue;
    const categories = years.get(year) ?? [];
    const category =
      equivalentCategory(region, candidate.year, candidate.category, year) ??
      (categories.includes(candidate.category) ? candidate.category : null);
    if (category !== null && categories.includes(category)) wanted.push({ year, category });
  }
  const tables = new Map<string, EngineRankTable>();
  for (const w of [...wanted, { year: candidate.year, category: candidate.category }]) {
    const table = await simulator.engineTable(w.year, w.category);
    if (table) tables.set(`${w.year}|${w.category}`, table);
  }
  const own = tables.get(`${candidate.year}|${candidate.category}`);
  if (own && candidate.score !== null) {
    const rows = equivalentScoresByYear({
      year: candidate.year,
      category: candidate.category,
      score: candidate.score,
      toYears: wanted.map((w) => w.year),
      categoriesByYear: region.categoriesByYear,
      table: (year, category) => tables.get(`${year}|${category}`),
    });
    if (rows.length > 0 || wanted.length === 0) {
      return rows.map((r) => ({
        year: r.year,
        category: r.category,
        score: r.score,
        rank: Math.max(1, Math.round(r.rank)),
      }));
    }
  }
  // By rank alone (no table for the candidate's year, or categories the region does not list).
  const rank = own && candidate.score !== null ? interpolatedRank(own, candidate.score) : candidate.rank;
  const rows: RecommendData['equivalentScores'] = [];
  for (const w of wanted) {
    const table = tables.get(`${w.year}|${w.category}`);
    if (!table) continue;
    const exact = interpolatedScore(table, rank);
    rows.push({
      year: w.year,
      category: w.category,
      score: Math.round(exact),
      rank: Math.max(1, Math.round(interpolatedRank(table, exact))),
    });
  }
  return rows;
}
