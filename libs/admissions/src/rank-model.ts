/**
 * The rank model: what the data of earlier years says about how far a unit's line moves from one year to the
 * next. `fitRankModel` reads transitions — units of years already admitted, each with the history it had
 * before that year and the line it then got — and learns, at run time, from the data in the database only:
 * the recency weight of past years, how much the change in candidates and in seats moves a line (0 when the
 * data cannot tell), the spread of the year's common shift, and per kind of match and per level in the field
 * the bias and spread of the standardised error (a normal fitted by the CRPS, a proper score, so heavy tails
 * widen it), how far a unit comes back towards its college's other units, and how often its predictions
 * miss by far more than that spread (the error's tail). Nothing is tuned to a province. Without any
 * transition (a region's first year of history), the prediction falls back on `DEFAULT_RANK_MODEL`, the same
 * fit on the generated sample data.
 */
import { fitErrorTail, type ErrorTail } from './error-tail.ts';
import {
  lineBase,
  positive,
  pullOf,
  type CollegePull,
  type LineBase,
  type LineLimits,
  type LineParameters,
  type PredictionTarget,
  type UnitYear,
} from './line-base.ts';
import { MATCH_KINDS, type MatchKind } from './matching.ts';
import { learnCandidateElasticity, learnCollegePull, learnSeatElasticity, median } from './rank-effects.ts';
import { normalCdf } from './normal.ts';
import { COLD_START_RANK_MODEL } from './cold-start.generated.ts';
import { PRIOR_RANK_MODEL } from './prior.generated.ts';
import { PROTOCOL_CHOICE } from './protocol.generated.ts';

/** A unit of an admitted year with the history it had before that year (the matched past years). */
export interface UnitOfYear {
  /** The year admitted. */
  readonly year: number;
  /** Units sharing a year and a stratum (a category track) share that year's common shift. */
  readonly stratum?: string;
  /** Only years before `year` are used. */
  readonly history: readonly UnitYear[];
  /** That year's candidates, field and seats, as known before admission. */
  readonly candidates?: number | null;
  readonly field?: number | null;
  readonly planCount?: number | null;
}

/** A unit of an admitted year with its history and the lowest rank it then got. */
export interface ModelTransition extends UnitOfYear {
  readonly minRank: number;
}

/** Bias and spread of the standardised error, in units of the year-to-year noise. */
export interface ModelCell {
  readonly mu: number;
  readonly sigma: number;
}

/** Cells for one kind of match: one per level of `RankModel.levels`, and one for an unknown level. */
export interface KindCells {
  readonly count: number;
  readonly cells: readonly ModelCell[];
  readonly pooled: ModelCell;
}

export interface RankModel {
  /** `data`: fitted on the database's transitions; `default`: no transition, the cold-start values. */
  readonly source: 'data' | 'default';
  /** Years whose transitions it was fitted on, and how many. */
  readonly years: readonly number[];
  readonly transitions: number;
  readonly decay: number;
  readonly candidateElasticity: number;
  readonly seatElasticity: number;
  /** Share of a unit's gap to its college's other units that closes in a year, per kind of match. */
  readonly collegePull: CollegePull;
  /** Standard deviation of the year's common shift (a line moves with all others of its year and track). */
  readonly shiftSpread: number;
  /**
   * How many year-and-track shifts `shiftSpread` rests on (degrees of freedom): the weight it carries when a
   * region's own few shifts are pooled with it. None or 0 for a model written by hand.
   */
  readonly shiftStrata?: number;
  /** Levels (ln of line ÷ candidates) at which the cells are given; interpolated in between. */
  readonly levels: readonly number[];
  /** Per kind of match with enough transitions of its own, and `all` for the others. */
  readonly kinds: Readonly<Partial<Record<MatchKind, KindCells>>> & { readonly all: KindCells };
  /**
   * How the errors of its own predictions spread beyond the cells' normal law (error-tail.ts); none when
   * absent, so a model written by hand is a plain normal law.
   */
  readonly tail?: ErrorTail;
}

export interface FitSettings extends LineLimits {
  /** Decays tried when enough units have two or more past years. */
  readonly decays: readonly number[];
  readonly defaultDecay: number;
  /** Transitions with ≥ 2 past years needed to choose the decay. */
  readonly minForDecay: number;
  /** Transitions with known seats needed to learn the seat elasticity (and with a college gap, the pull). */
  readonly minForSeats: number;
  /** Transitions a kind of match needs for cells of its own. */
  readonly minForKind: number;
  /** Kernel bandwidth over levels (ln share: 0.5 ≈ a factor 1.65). */
  readonly bandwidth: number;
  /** Effective weight a level needs for a cell of its own (else the nearest level's cell). */
  readonly minCellWeight: number;
  /**
   * What the region falls back on while its own changes are too few (the cold start): by default
   * `DEFAULT_RANK_MODEL`, the changes of every province of the research data (prior.ts).
   */
  readonly prior: RankModel;
  /** Years of the region's own changes needed before its own fit replaces `prior` (chosen by the protocol). */
  readonly minOwnYears: number;
  /**
   * Whether the region's own year shifts are pooled with the prior's (`shiftStrata` of them) to estimate the
   * spread of the next year's shift: one or two shifts of its own say little of how far a whole year moves.
   */
  readonly poolShifts: boolean;
}

export const DEFAULT_FIT_SETTINGS: Omit<FitSettings, 'prior'> = {
  maxYears: 5,
  maxPlanRatio: 2,
  decays: [0.3, 0.5, 0.7, 0.85, 1],
  defaultDecay: 0.7,
  minForDecay: 50,
  minForSeats: 100,
  minForKind: 100,
  bandwidth: 0.5,
  minCellWeight: 20,
  // When the region's own changes replace the prior, and whether shifts are pooled: the protocol's choice.
  ...PROTOCOL_CHOICE.fit,
};

const LEVELS: readonly number[] = Array.from({ length: 27 }, (_, i) => -13 + i * 0.5);

/**
 * The model a region falls back on without any year-to-year change of its own, when no real data is at hand
 * either: `fitRankModel` on the generated sample data's one-year histories (tools/backtest/cold-start.ts). The
 * selection protocol's folds that come before any real change (every province's first predicted year) use it.
 */
export const SAMPLE_RANK_MODEL: RankModel = COLD_START_RANK_MODEL;

/**
 * The prior, what a region uses until it has `minOwnYears` of its own changes: the changes of every province of
 * the research data, each province's latest year left out (prior.generated.ts, `npm run generate:prior`) —
 * how far lines of each level move, how they follow the field and the seats, the college pull, the spread of
 * a whole year's shift over every province-year and the tail of the larger misses.
 */
export const DEFAULT_RANK_MODEL: RankModel = PRIOR_RANK_MODEL;

const SQRT_PI = Math.sqrt(Math.PI);
/**
 * Lines that stand for several past lines (a college's units, a group's majors) or may name another one (a
 * bare code): their spread (`UnitMatch.spread`) is uncertainty until the model has learned such lines.
 */
const REFERENCE_KINDS: ReadonlySet<MatchKind> = new Set(['college', 'majors', 'code']);
/** CRPS of a normal(mu, sigma) forecast for the outcome z (Gneiting & Raftery's closed form). */
function crps(z: number, mu: number, sigma: number): number {
  const w = (z - mu) / sigma;
  return (
    sigma * (w * (2 * normalCdf(w) - 1) + (2 * Math.exp((-w * w) / 2)) / Math.sqrt(2 * Math.PI) - 1 / SQRT_PI)
  );
}

function goldenMin(f: (x: number) => number, lo: number, hi: number, steps = 36): number {
  let a = lo;
  let b = hi;
  for (let k = 0; k < steps; k++) {
    const m1 = a + (b - a) * 0.382;
    const m2 = a + (b - a) * 0.618;
    if (f(m1) < f(m2)) b = m2;
    else a = m1;
  }
  return (a + b) / 2;
}

/** The normal minimising the weighted CRPS of `zs`: mu from the weighted median, then sigma and mu refined. */
export function fitNormalByCrps(zs: readonly number[], ws: readonly number[]): ModelCell {
  const order = zs.map((_, i) => i).sort((a, b) => (zs[a] ?? 0) - (zs[b] ?? 0));
  const total = ws.reduce((a, w) => a + w, 0);
  let acc = 0;
  let mu = 0;
  for (const i of order) {
    acc += ws[i] ?? 0;
    if (acc >= total / 2) {
      mu = zs[i] ?? 0;
      break;
    }
  }
  const score = (m: number, s: number) => zs.reduce((a, z, i) => a + (ws[i] ?? 0) * crps(z, m, s), 0);
  let sigma = 0.2;
  for (let round = 0; round < 2; round++) {
    sigma = Math.exp(goldenMin((ls) => score(mu, Math.exp(ls)), Math.log(0.005), Math.log(5)));
    mu = goldenMin((m) => score(m, sigma), mu - 1, mu + 1);
  }
  return { mu, sigma };
}

interface Point {
  readonly kind: MatchKind;
  readonly level: number | null;
  readonly z: number;
}

function kindCells(points: readonly Point[], s: FitSettings): KindCells {
  const pooled = fitNormalByCrps(
    points.map((p) => p.z),
    points.map(() => 1),
  );
  const found: (ModelCell | null)[] = LEVELS.map((level) => {
    const zs: number[] = [];
    const ws: number[] = [];
    for (const p of points) {
      if (p.level === null) continue;
      const w = Math.exp(-((p.level - level) ** 2) / (2 * s.bandwidth ** 2));
      if (w > 1e-3) {
        zs.push(p.z);
        ws.push(w);
      }
    }
    return ws.reduce((a, w) => a + w, 0) >= s.minCellWeight ? fitNormalByCrps(zs, ws) : null;
  });
  // A level without enough units takes the nearest level's cell (the extremes of the field are sparse).
  const cells = found.map((cell, i) => {
    if (cell) return cell;
    for (let d = 1; d < found.length; d++) {
      const near = found[i - d] ?? found[i + d];
      if (near) return near;
    }
    return pooled;
  });
  return { count: points.length, cells, pooled };
}

/** Fits the rank model on `transitions`; the default model when none is usable. */
export function fitRankModel(
  transitions: readonly ModelTransition[],
  settings: Partial<FitSettings> = {},
): RankModel {
  const s: FitSettings = { ...DEFAULT_FIT_SETTINGS, prior: DEFAULT_RANK_MODEL, ...settings };
  const zero = { candidateElasticity: 0, seatElasticity: 0 };
  const target = (t: ModelTransition): PredictionTarget => ({
    year: t.year,
    candidates: t.candidates ?? null,
    field: t.field ?? null,
    planCount: t.planCount ?? null,
  });
  const usable = transitions.filter(
    (t) => positive(t.minRank) && lineBase(t.history, target(t), { decay: 1, ...zero }, s) !== null,
  );
  if (new Set(usable.map((t) => t.year)).size < Math.max(1, s.minOwnYears)) return s.prior;
  const stratum = (t: ModelTransition) => `${t.year}|${t.stratum ?? ''}`;

  // Residuals of the plain line, less each year's common shift (the median of its units, leaving out the
  // college references, which are biased by construction).
  const residuals = (params: LineParameters) => {
    const rows = usable.map((t) => {
      const base = lineBase(t.history, target(t), params, s);
      if (!base) throw new Error('unreachable: usable transitions have a line');
      return { t, base, e: Math.log(t.minRank) - base.center };
    });
    const groups = new Map<string, number[]>();
    for (const r of rows) {
      if (r.base.kind === 'college') continue;
      const list = groups.get(stratum(r.t)) ?? [];
      list.push(r.e);
      groups.set(stratum(r.t), list);
    }
    const shifts = new Map([...groups].map(([k, list]) => [k, median(list)]));
    return { rows, shifts };
  };

  let decay = s.defaultDecay;
  const multi = usable.filter(
    (t) => lineBase(t.history, target(t), { decay: 1, ...zero }, s)!.years.length > 1,
  );
  if (multi.length >= s.minForDecay) {
    let best = Infinity;
    for (const d of s.decays) {
      const { rows, shifts } = residuals({ decay: d, ...zero });
      const deviations = rows
        .filter((r) => r.base.years.length > 1)
        .map((r) => Math.abs(r.e - (shifts.get(stratum(r.t)) ?? 0)));
      const mean = deviations.reduce((a, v) => a + v, 0) / deviations.length;
      if (mean < best - 1e-9) {
        best = mean;
        decay = d;
      }
    }
  }

  const plain = residuals({ decay, ...zero });
  const candidateElasticity = learnCandidateElasticity(plain.rows, plain.shifts, stratum);
  const seatElasticity = learnSeatElasticity(plain.rows, plain.shifts, stratum, s.minForSeats);
  const scaled = residuals({ decay, candidateElasticity, seatElasticity });
  const collegePull = learnCollegePull(scaled.rows, scaled.shifts, stratum, s.minForSeats);
  const fitted = residuals({ decay, candidateElasticity, seatElasticity, collegePull });
  // The spread of the common shift around what the elasticity explains, one degree of freedom fewer when
  // the elasticity was fitted on these same shifts.
  // Pooled with the prior's shifts (their variance times their number) when asked: a region's first one or
  // two years say little of how far a whole year can move.
  const shiftValues = [...fitted.shifts.values()];
  const dof = Math.max(0, shiftValues.length - (candidateElasticity > 0 ? 1 : 0));
  const priorStrata = s.poolShifts ? (s.prior.shiftStrata ?? 0) : 0;
  const shiftStrata = dof + priorStrata;
  const shiftSpread =
    shiftStrata > 0
      ? Math.sqrt(
          (shiftValues.reduce((a, v) => a + v * v, 0) + priorStrata * s.prior.shiftSpread ** 2) / shiftStrata,
        )
      : 0;
  const points: Point[] = fitted.rows.map((r) => ({
    kind: r.base.kind,
    level: r.base.level,
    z: (r.e - (fitted.shifts.get(stratum(r.t)) ?? 0)) / r.base.scale,
  }));

  const kinds: Partial<Record<MatchKind, KindCells>> = {};
  for (const kind of MATCH_KINDS) {
    const own = points.filter((p) => p.kind === kind);
    if (own.length >= s.minForKind) kinds[kind] = kindCells(own, s);
  }
  const normal: RankModel = {
    source: 'data',
    years: [...new Set(usable.map((t) => t.year))].sort((a, b) => a - b),
    transitions: usable.length,
    decay,
    candidateElasticity,
    seatElasticity,
    collegePull,
    shiftSpread,
    shiftStrata,
    levels: LEVELS,
    kinds: { ...kinds, all: kindCells(points, s) },
  };
  // The tail: how the model's own predictions of these transitions (the year's shift unknown, as when
  // predicting) missed, in units of their predicted spread.
  const errors = fitted.rows.map((r) => {
    const law = predictiveLaw(normal, r.base);
    return (Math.log(r.t.minRank) - law.logMean) / law.sigma;
  });
  return { ...normal, tail: fitErrorTail(errors, s.minForKind) };
}

/**
 * The predicted law of a unit's log lowest rank from its line: the centre moved by the cell's bias, and the
 * spread of the cell, of the year's common shift and, for a college reference, a line rebuilt from majors or
 * a bare code that the model has not learned on their own, of the units or majors it may stand for, and of
 * ranks converted from another year by line difference (`LineBase.derivedVariance`). The error
 * beyond it follows `model.tail`.
 */
export function predictiveLaw(
  model: RankModel,
  base: LineBase,
): { logMean: number; sigma: number; own: boolean } {
  const cell = modelCell(model, base.kind, base.level);
  const reference = REFERENCE_KINDS.has(base.kind) && !cell.own ? referenceVariance(model, base) : 0;
  return {
    logMean: base.center + cell.mu * base.scale,
    sigma: Math.sqrt(
      (cell.sigma * base.scale) ** 2 + model.shiftSpread ** 2 + reference + (base.derivedVariance ?? 0),
    ),
    own: cell.own,
  };
}

/**
 * The variance a reference adds to a line the model has not learned on its own. A college reference or a
 * line rebuilt from majors may fall anywhere among the lines it stands for: their spread. A bare code is a
 * mixture (`UNLEARNED_CODE_PULL`): with the share 1 − p of the pull p the same group, otherwise another of
 * the college's groups, centred on the college's median with the college's spread; its variance around the
 * mixture's centre is p · spread² + p (1 − p) · gap². Without the college's median, the whole spread.
 */
function referenceVariance(model: RankModel, base: LineBase): number {
  if (base.kind !== 'code' || base.collegeGap === null) return base.spread ** 2;
  const other = pullOf(model.collegePull, 'code');
  return other * base.spread ** 2 + other * (1 - other) * base.collegeGap ** 2;
}

/** The cell for a line of `kind` at `level`: the kind's own when it has them, else all kinds'. */
export function modelCell(
  model: RankModel,
  kind: MatchKind,
  level: number | null,
): ModelCell & { own: boolean } {
  const mine = model.kinds[kind];
  const cells = mine ?? model.kinds.all;
  const own = mine !== undefined;
  if (level === null || cells.cells.length === 0 || model.levels.length === 0)
    return { ...cells.pooled, own };
  const first = model.levels[0] ?? 0;
  const step = (model.levels[1] ?? first + 1) - first;
  const f = Math.max(0, Math.min(model.levels.length - 1, (level - first) / step));
  const i = Math.min(model.levels.length - 2, Math.floor(f));
  const a = cells.cells[i] ?? cells.pooled;
  const b = cells.cells[i + 1] ?? a;
  const t = f - i;
  return { mu: a.mu + (b.mu - a.mu) * t, sigma: a.sigma + (b.sigma - a.sigma) * t, own };
}
