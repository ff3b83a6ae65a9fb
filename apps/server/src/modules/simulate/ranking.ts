// A candidate's ranking of a prepared batch: every unit's probability for the candidate's rank, the
// preferences, eligibility and tier applied, the tiers counted and the first units in list order — a scan of thousands
// of units per request, so it works on numbers (typed arrays, packed sort keys, a bounded heap), and the
// rankings are remembered per prepared batch for the next page and the next candidate of the same rank.
import { errorCdf, NO_TAIL, TIERS, type TierDef } from '@zhiyuan/admissions';
import type { AdmissionTier } from '@zhiyuan/contracts';
import { unitFilter, type UnitChoice } from './preferences.ts';
import type { PreparedBatch } from './prepared.ts';

/** Batches of up to this many units are sorted by packed numeric keys (see `rankUnits`). */
const PACK_LIMIT = 65_536;

/** A candidate's ranking of a batch: the tier counts and the first chosen units in list order. */
export interface Ranking {
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
 * Every unit's probability for the rank, the preferences, eligibility and tier applied, counted by tier, and
 * the first `depth` chosen units in list order.
 */
function rankUnits(
  prepared: PreparedBatch,
  rank: number,
  choice: UnitChoice,
  tierWanted: AdmissionTier | undefined,
  depth: number,
): Ranking {
  const keep = unitFilter(choice);
  const tiers: Record<AdmissionTier, number> = { 冲: 0, 稳: 0, 保: 0 };
  const others = { notSuggested: 0, noData: 0 };
  const { units, baseOrder, byBaseOrder, logMeans, sigmas, capLows, capHighs, tails } = prepared;
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
    if (unit === undefined || !keep(unit)) continue;
    const sigma = sigmas[i] ?? NaN;
    if (Number.isNaN(sigma)) {
      others.noData += 1;
      continue;
    }
    // admissionProbability's own expression on the prepared numbers (a test holds the two equal).
    const raw = errorCdf(((logMeans[i] ?? 0) - logRank) / sigma, tails[i] ?? NO_TAIL);
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
export function rememberedRanking(
  prepared: PreparedBatch,
  rank: number,
  choice: UnitChoice,
  tier: AdmissionTier | undefined,
  need: number,
): Ranking {
  let memo = rankingMemos.get(prepared);
  if (!memo) {
    memo = { entries: new Map(), size: 0 };
    rankingMemos.set(prepared, memo);
  }
  const eligibility = choice.eligibility?.length ? [...choice.eligibility].sort() : null;
  const subjects = choice.subjects?.length ? [...choice.subjects].sort() : null;
  const key = JSON.stringify([rank, tier ?? null, choice.preferences ?? null, eligibility, subjects]);
  const known = memo.entries.get(key);
  if (known && (known.order.length >= need || known.order.length === known.total)) {
    // Most recently used last.
    memo.entries.delete(key);
    memo.entries.set(key, known);
    return known;
  }
  const depth = Math.max(RANKING_DEPTH, need, 2 * (known?.order.length ?? 0));
  const ranking = rankUnits(prepared, rank, choice, tier, depth);
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
