/**
 * Risk flags of one suggestion: things a family should know before listing a unit, whatever its probability
 * — 民办, high tuition, a unit not open to everyone (专项计划, 预科, 民族班, 定向, 中外合作: one flag per access kind,
 * see access-kinds.ts), a 选科 requirement the candidate does not meet, a group whose majors are
 * admitted at very different ranks (adjustment may land the candidate in a cold major), and too few years of
 * data to trust the estimate. Thresholds are parameters with documented defaults.
 */
import { ACCESS_KIND_INFO, ACCESS_KINDS, type AccessKind } from '@zhiyuan/contracts';
import { RISK_MESSAGES as M } from './messages.ts';
import { missingSubjects } from './subjects.ts';

/** The flag of each restricted access kind (中外合作 keeps its name, `joint-venture`). */
export const ACCESS_FLAG_CODES = {
  高校专项: 'university-special-plan',
  国家专项: 'national-special-plan',
  地方专项: 'local-special-plan',
  专项: 'special-plan',
  预科: 'preparatory',
  民族班: 'ethnic-class',
  定向: 'directed',
  中外合作: 'joint-venture',
} as const satisfies Record<AccessKind, string>;
export type AccessFlagCode = (typeof ACCESS_FLAG_CODES)[AccessKind];

export type RiskFlagCode =
  | 'private'
  | AccessFlagCode
  | 'high-tuition'
  | 'subject-mismatch'
  | 'subject-unknown'
  | 'wide-major-spread'
  | 'no-data'
  | 'few-years'
  | 'alternating';

/** `error`: the candidate may not apply; `warning`: think twice; `info`: good to know. */
export type Severity = 'error' | 'warning' | 'info';

export interface RiskFlag {
  readonly code: RiskFlagCode;
  readonly severity: Severity;
  /** A short tag for a badge (民办, 选科不符 …). */
  readonly label: string;
  readonly message: string;
}

/** What the server knows about the unit and the candidate; every field is optional. */
export interface RiskInput {
  /** 公办 / 民办 / 中外合作 (the college's nature). */
  readonly nature?: string | null;
  /**
   * The unit's restricted access kinds (`accessKindsOf`): one flag each. A college whose nature is 中外合作 is
   * flagged 中外合作 whether or not it is listed here.
   */
  readonly access?: readonly AccessKind[] | null;
  /** Highest tuition among the unit's majors, yuan per year. */
  readonly tuition?: number | null;
  /** The group's 选科 requirement ('物理+化学', '不限' …). */
  readonly subjectRequirement?: string | null;
  /** The candidate's first subject and electives; without them no 选科 check is made. */
  readonly candidateSubjects?: readonly string[] | null;
  /** Lowest ranks of the group's majors (last year's), for the spread. */
  readonly majorMinRanks?: readonly (number | null)[] | null;
  /** Years of data behind the estimate (`ThresholdPrediction.yearsUsed`); without it no check is made. */
  readonly yearsOfData?: number | null;
  /** 大小年 detected (`ThresholdEstimate.alternation.detected`). */
  readonly alternating?: boolean;
}

export interface RiskSettings {
  /** Tuition at or above this (yuan a year) is flagged. */
  readonly highTuition: number;
  /** A group is “wide” when its weakest major's lowest rank ÷ its strongest's is at least this. */
  readonly wideSpreadRatio: number;
  /** Fewer years than `warning` → warning (none → no-data), fewer than `info` → info. */
  readonly fewYears: { readonly warning: number; readonly info: number };
}

/**
 * High tuition from 20,000 yuan a year (public 本科 charge 4,000–9,000, 民办 16,000 and up, 中外合作 38,000 and
 * up); wide spread from a ratio of 1.5 (the weakest major admits at a rank 50 % further down the list than the
 * strongest); a warning below 2 years of data, a note below 3.
 */
export const DEFAULT_RISK_SETTINGS: RiskSettings = {
  highTuition: 20_000,
  wideSpreadRatio: 1.5,
  fewYears: { warning: 2, info: 3 },
};

/** The spread of the majors' lowest ranks inside a group; null with fewer than two known ranks. */
export function majorSpread(
  minRanks: readonly (number | null)[],
): { readonly best: number; readonly worst: number; readonly ratio: number } | null {
  const known = minRanks.filter((r): r is number => typeof r === 'number' && Number.isFinite(r) && r > 0);
  if (known.length < 2) return null;
  const best = Math.min(...known);
  const worst = Math.max(...known);
  return { best, worst, ratio: worst / best };
}

/** Whether a group's majors vary widely (ratio ≥ `threshold`). */
export function isWideSpread(
  minRanks: readonly (number | null)[] | null | undefined,
  threshold = DEFAULT_RISK_SETTINGS.wideSpreadRatio,
): boolean {
  const spread = minRanks ? majorSpread(minRanks) : null;
  return spread !== null && spread.ratio >= threshold;
}

/** The flags of one unit for one candidate, most serious first. */
export function riskFlags(input: RiskInput, settings: Partial<RiskSettings> = {}): RiskFlag[] {
  const s = { ...DEFAULT_RISK_SETTINGS, ...settings };
  const flags: RiskFlag[] = [];
  const requirement = input.subjectRequirement;
  if (requirement && input.candidateSubjects) {
    const missing = missingSubjects(requirement, input.candidateSubjects);
    if (missing === null)
      flags.push({ code: 'subject-unknown', severity: 'warning', ...M.subjectUnknown(requirement) });
    else if (missing.length > 0) {
      flags.push({ code: 'subject-mismatch', severity: 'error', ...M.subjectMismatch(missing, requirement) });
    }
  }
  if (input.nature === '民办') flags.push({ code: 'private', severity: 'warning', ...M.private });
  const access = new Set<AccessKind>(input.access ?? []);
  if (input.nature === '中外合作') access.add('中外合作');
  for (const kind of ACCESS_KINDS) {
    if (!access.has(kind)) continue;
    const info = ACCESS_KIND_INFO[kind];
    flags.push({
      code: ACCESS_FLAG_CODES[kind],
      severity: 'warning',
      label: kind,
      message: info.explanation,
    });
  }
  if (typeof input.tuition === 'number' && input.tuition >= s.highTuition) {
    flags.push({ code: 'high-tuition', severity: 'warning', ...M.highTuition(input.tuition, s.highTuition) });
  }
  const spread = input.majorMinRanks ? majorSpread(input.majorMinRanks) : null;
  if (spread && spread.ratio >= s.wideSpreadRatio) {
    flags.push({
      code: 'wide-major-spread',
      severity: 'warning',
      ...M.wideSpread(spread.best, spread.worst, spread.ratio),
    });
  }
  const years = input.yearsOfData;
  if (typeof years === 'number') {
    if (years <= 0) flags.push({ code: 'no-data', severity: 'warning', ...M.noData });
    else if (years < s.fewYears.warning)
      flags.push({ code: 'few-years', severity: 'warning', ...M.fewYears(years) });
    else if (years < s.fewYears.info)
      flags.push({ code: 'few-years', severity: 'info', ...M.fewYears(years) });
  }
  if (input.alternating) flags.push({ code: 'alternating', severity: 'info', ...M.alternating });
  return flags;
}
