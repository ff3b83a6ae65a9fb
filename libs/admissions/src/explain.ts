/**
 * The reasons behind a probability, in Chinese and in reading order, and `estimateAdmission`, which gives the
 * prediction, the probability, the tier and the reasons in one call.
 */
import { ESTIMATE_MESSAGES as M } from './messages.ts';
import {
  admissionProbability,
  checkRank,
  predictThreshold,
  rawProbability,
  type EstimateOptions,
  type PredictionTarget,
  type ThresholdEstimate,
  type ThresholdPrediction,
  type UnitYear,
} from './probability.ts';
import { tierOf, TIERS, type Tier, type TierDef } from './tiers.ts';

/** Changes of seats smaller than this (5 %) are not mentioned. */
const PLAN_NOTE_RATIO = 1.05;
/** A college pull moving the line by less than 5 % is not mentioned. */
const COLLEGE_NOTE = 0.05;
/** A volatility above this (≈ ±20 % a year) is pointed out. */
const VOLATILE = 0.2;
/** A margin smaller than 2 % is “even”. */
const EVEN = 0.02;

function matchReason(prediction: ThresholdEstimate): string | null {
  switch (prediction.match) {
    case 'renumbered':
      return M.matchRenumbered;
    case 'code':
      return M.matchCode(prediction.referenceSpread, prediction.basis.ownKind);
    case 'majors':
      return M.matchMajors(prediction.referenceSpread);
    case 'college':
      return M.matchCollege(prediction.referenceSpread);
    default:
      return null;
  }
}

function planReason(prediction: ThresholdEstimate): string | null {
  const plan = prediction.plan;
  if (!plan) return null;
  const more = plan.target >= plan.typical * PLAN_NOTE_RATIO;
  const fewer = plan.target * PLAN_NOTE_RATIO <= plan.typical;
  if (!more && !fewer) return null;
  if (Math.abs(Math.log(plan.factor)) < 0.01) return M.planIgnored(plan.target, plan.typical);
  return more ? M.planMore(plan.target, plan.typical) : M.planFewer(plan.target, plan.typical);
}

/**
 * The reasons behind the probability: the past lowest ranks and how they were found, the adjustments
 * (candidates, seats), 大小年, the predicted line and where the candidate stands, the caveats (volatility, few
 * years, what the spread rests on), and the probability with its cap.
 */
export function explainAdmission(prediction: ThresholdPrediction, rank: number): string[] {
  checkRank(rank);
  if (prediction.status === 'no-data') return [M.noData];
  const reasons = [M.history(prediction.evidence)];
  const match = matchReason(prediction);
  if (match) reasons.push(match);
  if (prediction.candidateScaling) reasons.push(M.candidateScaling(prediction.candidateElasticity));
  const plan = planReason(prediction);
  if (plan) reasons.push(plan);
  const college = prediction.collegePull;
  if (college && Math.abs(college.factor - 1) >= COLLEGE_NOTE) {
    reasons.push(
      college.assumed
        ? M.collegePullAssumed(college.factor)
        : M.collegePull(college.factor, college.pull, prediction.basis.source === 'default'),
    );
  }
  if (prediction.alternation.detected) {
    reasons.push(M.alternating(prediction.alternation.years.length, prediction.alternation.nextHot === true));
  }
  const { low, high, level } = prediction.interval;
  reasons.push(M.predicted(prediction.rank, low, high, level));
  const margin = (prediction.rank - rank) / prediction.rank;
  if (Math.abs(margin) < EVEN) reasons.push(M.candidateEven(rank));
  else reasons.push(margin > 0 ? M.candidateAhead(rank, margin) : M.candidateBehind(rank, -margin));
  if (prediction.volatility > VOLATILE) reasons.push(M.volatile(Math.exp(prediction.volatility) - 1));
  if (prediction.yearsUsed < 3) reasons.push(M.fewYears(prediction.yearsUsed));
  reasons.push(
    prediction.basis.source === 'data'
      ? M.basisData(prediction.basis.years, prediction.basis.transitions)
      : M.basisDefault,
  );
  const p = admissionProbability(prediction, rank) ?? 0;
  reasons.push(M.probability(p));
  const raw = rawProbability(prediction, rank);
  if (raw < prediction.cap.low || raw > prediction.cap.high)
    reasons.push(M.capped(prediction.cap.low, prediction.cap.high));
  return reasons;
}

/** Everything the site shows for one unit and one candidate. */
export interface AdmissionEstimate {
  readonly prediction: ThresholdPrediction;
  /** Null without data. */
  readonly probability: number | null;
  /** Null without data or below the lowest tier. */
  readonly tier: Tier | null;
  readonly reasons: readonly string[];
}

/** `predictThreshold`, `admissionProbability`, `tierOf` and `explainAdmission` in one call. */
export function estimateAdmission(
  rank: number,
  history: readonly UnitYear[],
  target: PredictionTarget,
  options: EstimateOptions = {},
  tiers: readonly TierDef[] = TIERS,
): AdmissionEstimate {
  checkRank(rank);
  const prediction = predictThreshold(history, target, options);
  const probability = admissionProbability(prediction, rank);
  return {
    prediction,
    probability,
    tier: probability === null ? null : tierOf(probability, tiers),
    reasons: explainAdmission(prediction, rank),
  };
}
