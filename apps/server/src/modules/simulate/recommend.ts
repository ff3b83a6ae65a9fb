// The recommendation for one candidate: the ranking of the batch (see ranking.ts) and one page of it
// explained — each unit's probability, tier, reasons and risk flags (made for the returned page only).
import {
  admissionProbability,
  calibrationNote,
  explainAdmission,
  formatInt,
  riskFlags,
  tierOf,
  TIERS,
  type CalibrationNote,
  type CalibrationTable,
} from '@zhiyuan/admissions';
import {
  ACCESS_KIND_INFO,
  type AccessKind,
  type AdmissionTier,
  type RecommendData,
  type RecommendItem,
  type RecommendPreferences,
} from '@zhiyuan/contracts';
import { enrollmentCodeOfGroup } from '../catalog/index.ts';
import type { PreparedBatch, PreparedUnit } from './prepared.ts';
import { rememberedRanking } from './ranking.ts';

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
  /** The restricted access kinds the student qualifies for; units of other restricted kinds are left out. */
  eligibility?: readonly AccessKind[] | undefined;
  tier?: AdmissionTier | undefined;
  page: number;
  pageSize: number;
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

/** The note as the contract carries it. */
const calibrationOf = (note: CalibrationNote): RecommendItem['calibration'] => ({
  ...note,
  band: note.band ? { ...note.band } : null,
  thinReasons: [...note.thinReasons],
});

/** The item of one unit for one candidate: probability, tier, what it meant in the past, reasons and flags. */
export function recommendItem(
  unit: PreparedUnit,
  candidate: Candidate,
  probability: number,
  tier: AdmissionTier,
  calibration: CalibrationTable | null,
): RecommendItem {
  const prediction = unit.prediction;
  const estimate = prediction.status === 'ok' ? prediction : null;
  const reasons = explainAdmission(prediction, candidate.rank);
  const reference = referenceReason(unit);
  if (reference) reasons.push(reference);
  // A rank converted by line difference is never shown as official: say so beside the estimate it is part of.
  for (const note of unit.rankNotes) if (!reasons.includes(note)) reasons.push(note);
  return {
    key: unit.key,
    college: unit.college,
    group: unit.group,
    enrollmentCode: enrollmentCodeOfGroup(unit.group?.code),
    majors: unit.majors,
    subjectRequirement: unit.subjectRequirement,
    planCount: unit.planCount,
    tuition: unit.tuition,
    access: unit.access.map((kind) => ({ ...ACCESS_KIND_INFO[kind] })),
    history: unit.history,
    probability,
    tier,
    predictedRank: Math.round(estimate?.rank ?? 0),
    predictedRange: {
      low: Math.round(estimate?.interval.low ?? 0),
      high: Math.round(estimate?.interval.high ?? 0),
    },
    calibration: calibrationOf(calibrationNote(calibration, prediction, probability)),
    reasons,
    flags: riskFlags({
      nature: unit.college.nature,
      access: unit.access,
      tuition: unit.tuition,
      subjectRequirement: unit.subjectRequirement,
      candidateSubjects: candidate.subjects,
      majorMinRanks: unit.majorMinRanks,
      yearsOfData: prediction.yearsUsed,
      alternating: estimate?.alternation.detected ?? false,
    }),
    sample: unit.sample,
    planSample: unit.planSample,
    sampleYears: [...unit.sampleYears],
  };
}

/**
 * The recommendation: every unit's probability for the candidate, the preferences and the student's
 * eligibility applied (a unit not open to everyone only for a student who said they qualify; a unit whose 选科
 * the student's electives lack never), the tiers
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
    { preferences: options.preferences, eligibility: options.eligibility, subjects: candidate.subjects },
    options.tier,
    start + options.pageSize,
  );
  const items: RecommendItem[] = [];
  for (const i of order.subarray(Math.min(start, order.length), start + options.pageSize)) {
    const unit = prepared.units[i];
    const p = unit ? admissionProbability(unit.prediction, candidate.rank) : null;
    const tier = p === null ? null : tierOf(p);
    if (unit && p !== null && tier !== null)
      items.push(recommendItem(unit, candidate, p, tier, prepared.calibration));
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
    units: prepared.units.length,
    tiers: { ...tiers },
    others: { ...others },
    total,
    items,
    sample: prepared.sample,
  };
}
