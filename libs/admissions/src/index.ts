/**
 * @zhiyuan/admissions — the admission engine, pure TypeScript with no I/O: 一分一段 tables (score ↔ rank,
 * equivalent scores across years and reforms), the admission probability of a candidate rank against a unit
 * from its past lowest ranks, 冲/稳/保 tiers, risk flags, checks of a list of choices, and a backtest.
 *
 * Nothing here knows a province, a year or a reform: categories, tracks, batch limits and thresholds are
 * passed in as data, so another region's site can reuse it. The method is explained in
 * docs/recommendation.md; the Chinese texts are in `messages.ts`.
 *
 * Typical server use. Once per data version: match every unit's past years (`matchUnits`), fit the rank model
 * on the earlier years (`fitRankModel(cases)`), predict each unit once, and keep a calibration table from a
 * backtest on the same data. Per request:
 * ```ts
 * const table = createRankTable(rows);                      // rank-table rows of the year and category
 * const rank = scoreToRank(table, score).rankTo;            // the candidate's 位次
 * const prediction = predictThreshold(history, { year, planCount, candidates: table.total, field }, { model });
 * const p = admissionProbability(prediction, rank);         // cache `prediction` per unit
 * const tier = p === null ? null : tierOf(p);
 * const reasons = explainAdmission(prediction, rank);
 * const note = calibrationNote(calibration, prediction, p); // “过去按此方法估计为 70–80% 的志愿，实际录取 76%”
 * const flags = riskFlags({ nature, tuition, subjectRequirement, candidateSubjects, majorMinRanks,
 *   yearsOfData: prediction.yearsUsed, alternating: prediction.status === 'ok' && prediction.alternation.detected });
 * ```
 */

// 一分一段 tables.
export {
  createRankTable,
  interpolatedRank,
  interpolatedScore,
  RankTableError,
  rankToScore,
  scoreToRank,
  validateRankTable,
} from './rank-table.ts';
export type { RankRow, RankTable, RankTableIssue, ScorePosition, ScoreRank } from './rank-table.ts';

// Equivalent scores and the category tracks across reforms.
export { categoryOnTrack, equivalentScore, equivalentScoresByYear } from './equivalence.ts';
export type {
  CategoriesByYear,
  CategoryTrack,
  EquivalenceBasis,
  EquivalentScoreRow,
  EquivalentScoresInput,
} from './equivalence.ts';

// Admission probability: the line of a unit, the rank model learned from earlier years, the estimate.
export {
  admissionProbability,
  DEFAULT_ESTIMATE_SETTINGS,
  predictThreshold,
  resolveEstimateSettings,
} from './probability.ts';
export type {
  EstimateBasis,
  EstimateOptions,
  EstimateSettings,
  PredictionTarget,
  ProbabilityCap,
  ThresholdEstimate,
  ThresholdPrediction,
  UnitYear,
  YearEvidence,
} from './probability.ts';
export { estimateAdmission, explainAdmission } from './explain.ts';
export type { AdmissionEstimate } from './explain.ts';
export {
  LINE_DIFFERENCE_SPREAD,
  lineDifferenceInterval,
  lineDifferenceNote,
  rankByLineDifference,
} from './line-difference.ts';
export type { LineDifferenceInput, LineDifferenceRank } from './line-difference.ts';
export { fieldOf, lineBase, pullLearned, pullOf, UNLEARNED_CODE_PULL } from './line-base.ts';
export type { CollegePull, LineBase, LineLimits, LineParameters } from './line-base.ts';
export {
  DEFAULT_FIT_SETTINGS,
  DEFAULT_RANK_MODEL,
  SAMPLE_RANK_MODEL,
  fitNormalByCrps,
  fitRankModel,
  modelCell,
  predictiveLaw,
} from './rank-model.ts';
export type {
  FitSettings,
  KindCells,
  ModelCell,
  ModelTransition,
  RankModel,
  UnitOfYear,
} from './rank-model.ts';
export { DEFAULT_ALTERNATION_SETTINGS, detectAlternation } from './alternation.ts';
export type { Alternation, AlternationSettings } from './alternation.ts';
export { normalCdf, normalQuantile } from './normal.ts';
export { errorCdf, errorQuantile, fitErrorTail, NO_TAIL } from './error-tail.ts';
export type { ErrorTail } from './error-tail.ts';

// Which past unit a unit continues (groups are renumbered between years).
export { DEFAULT_MATCH_SETTINGS, MATCH_KINDS, matchUnit, matchUnits, programmeOf } from './matching.ts';
export type { MatchContext, MatchKind, MatchSettings, PastUnit, UnitMatch, UnitProfile } from './matching.ts';

// 冲/稳/保.
export { NOT_SUGGESTED, TIER_NAMES, tierIndex, tierOf, TIERS } from './tiers.ts';
export type { Tier, TierDef } from './tiers.ts';

// 选科 and risk flags.
export { missingSubjects, parseSubjectRequirement, SUBJECTS, toSubject } from './subjects.ts';
export type { Subject, SubjectRequirement } from './subjects.ts';
export {
  ACCESS_FLAG_CODES,
  DEFAULT_RISK_SETTINGS,
  isWideSpread,
  majorSpread,
  riskFlags,
} from './risk-flags.ts';
export type {
  AccessFlagCode,
  RiskFlag,
  RiskFlagCode,
  RiskInput,
  RiskSettings,
  Severity,
} from './risk-flags.ts';

// Units not open to everyone (专项计划, 预科, 民族班, 定向, 中外合作).
export { accessKindsOf, notEligible } from './access-kinds.ts';
export type { AccessInput } from './access-kinds.ts';

// Checks of a list of choices.
export { checkVolunteerList } from './checks.ts';
export type { BatchLimits, ListCheck, ListCheckCode, ListContext, VolunteerChoice } from './checks.ts';

// Backtest, its measures and the baselines schools use.
export {
  backtest,
  backtestCases,
  casesFromUnits,
  DEFAULT_RANK_MULTIPLIERS,
  fitBaselinesOn,
} from './backtest.ts';
export type {
  BacktestCase,
  BacktestOptions,
  BacktestOutcome,
  BacktestReport,
  BacktestUnit,
  BaselineScore,
  FoldReport,
  MethodScores,
} from './backtest.ts';
export { formatBacktestReport } from './backtest-report.ts';
// The prior of every province's changes, and the protocol that chooses between variants on earlier years.
export {
  fitPriorBaselines,
  fitPriorModel,
  pooledCases,
  type PoolOptions,
  type RegionCases,
} from './prior.ts';
export { PROTOCOL_CHOICE, PROTOCOL_SUMMARY } from './protocol.generated.ts';
export {
  foldSummary,
  formatProtocolReport,
  protocolSummary,
  type FoldSummary,
  type ProtocolChoice,
  type ProtocolSummary,
} from './protocol-report.ts';
export {
  latestYear,
  overOptimism,
  PROTOCOL_VARIANTS,
  runProtocol,
  type ProtocolFold,
  type ProtocolOptions,
  type ProtocolReport,
  type ProtocolVariant,
  type VariantSummary,
} from './protocol.ts';
export {
  casesFromYearUnits,
  indexRegion,
  pastYearsOf,
  regionWithRanks,
  type MatchedYear,
  type RankRows,
  type RegionData,
  type RegionIndex,
  type ScoredUnit,
  type TargetYear,
  type YearUnit,
} from './year-cases.ts';
export {
  areaUnderCurve,
  brierScore,
  calibrationBands,
  calibrationError,
  scoreForecasts,
  tally,
} from './metrics.ts';
export type { CalibrationBand, Forecast, ForecastScore, OutcomeTally } from './metrics.ts';
export {
  DEFAULT_BASELINES,
  SAMPLE_BASELINES,
  fitLogistic,
  lineMarginFeature,
  logistic,
  rankRatioFeature,
} from './baselines.ts';
export type { LogisticFit } from './baselines.ts';

// Calibration shown to users, from a backtest on the database.
export {
  calibrationNote,
  calibrationTable,
  calibrationTableOf,
  pooledBands,
  thinHistoryReasons,
} from './calibration.ts';
export type { CalibrationNote, CalibrationTable, CalibrationTableOptions } from './calibration.ts';

// Texts and their number formats, for callers that compose their own.
export { formatInt, formatPercent, formatScore } from './format.ts';
export {
  BACKTEST_MESSAGES,
  CALIBRATION_MESSAGES,
  CHECK_MESSAGES,
  choiceLabel,
  ESTIMATE_MESSAGES,
  RANK_TABLE_MESSAGES,
  RISK_MESSAGES,
  TIER_MESSAGES,
  yearSpan,
} from './messages.ts';
