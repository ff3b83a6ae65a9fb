// The prepared units of a year, category and batch: each unit with its threshold prediction (which does not
// depend on the candidate), and the numbers a ranking scans laid out in typed arrays.
import {
  NO_TAIL,
  type CalibrationTable,
  type ErrorTail,
  type ThresholdEstimate,
  type ThresholdPrediction,
} from '@zhiyuan/admissions';
import type { AccessKind, UnitMajor } from '@zhiyuan/contracts';
import type { CollegeNature, EliteTag } from '@zhiyuan/dataset';
import type { UnitYearRecord } from './units.ts';

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
  /**
   * Restricted access kinds (专项计划, 预科, 民族班, 定向, 中外合作) read from the college's printed name, the
   * majors and the college's nature: left out for a student who has not said they qualify.
   */
  access: readonly AccessKind[];
  /** The majors' lowest ranks in the unit's latest past year (for the spread). */
  majorMinRanks: readonly (number | null)[] | null;
  history: {
    year: number;
    minScore: number;
    minRank: number | null;
    planCount: number | null;
    /** Why the rank is not official (converted by line difference), when it is not. */
    rankNote?: string;
    /** A generated sample row. */
    sample: boolean;
  }[];
  prediction: ThresholdPrediction;
  /**
   * Why some years the estimate rests on have no official rank (converted by line difference), each once: the
   * unit's own years and the college's years it is compared with.
   */
  rankNotes: readonly string[];
  /** The college's pre-reform line, for groups: shown as a reason, not used. */
  reference: UnitYearRecord | null;
  /** Anything generated: the unit or a year the estimate rests on. */
  sample: boolean;
  /** This year's unit itself is generated. */
  planSample: boolean;
  /** The years the estimate rests on whose figures are generated, newest first. */
  sampleYears: readonly number[];
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
   * Per unit, the prediction's log-rank mean and spread, its cap (NaN without data) and its error's tail: the
   * numbers `admissionProbability` reads, laid out for a scan of thousands of units.
   */
  logMeans: Float64Array;
  sigmas: Float64Array;
  capLows: Float64Array;
  capHighs: Float64Array;
  tails: readonly ErrorTail[];
  year: number;
  category: string;
  batch: string;
  track: string;
  /** 院校 or 院校专业组. */
  unit: string;
  /** Candidates of the year's table, when there is one. */
  candidates: number | null;
  /** What the method's probabilities meant in the backtest on this data (null: no year to backtest). */
  calibration: CalibrationTable | null;
  units: readonly PreparedUnit[];
  byKey: ReadonlyMap<string, PreparedUnit>;
  sample: boolean;
}

/** A batch of prepared units with the indexes a ranking needs (the base order: predicted rank, then key). */
export function preparedBatch(
  meta: Pick<PreparedBatch, 'year' | 'category' | 'batch' | 'track' | 'unit' | 'candidates' | 'calibration'>,
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
    tails: units.map((u) => (u.prediction.status === 'ok' ? u.prediction.tail : NO_TAIL)),
    units,
    byKey: new Map(units.map((u) => [u.key, u])),
    sample: units.some((u) => u.sample),
  };
}
