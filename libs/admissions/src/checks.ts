/**
 * Checks of a list of choices (志愿表) before it is saved or printed: the batch's limits (given as data per
 * year and batch), duplicates, 选科, the balance of 冲/稳/保, an order that wastes choices under 平行志愿
 * (“分数优先，遵循志愿”: the choices are tried in order and the first that can take the candidate does), and
 * 服从调剂 left unticked on a group whose majors vary widely, and a unit not open to everyone (专项计划, 预科 …)
 * the student has not said they qualify for. Each finding names the choices by position.
 */
import type { AccessKind } from '@zhiyuan/contracts';
import { notEligible } from './access-kinds.ts';
import { choiceLabel, CHECK_MESSAGES as M } from './messages.ts';
import { DEFAULT_RISK_SETTINGS, isWideSpread, type Severity } from './risk-flags.ts';
import { missingSubjects } from './subjects.ts';
import { tierIndex, tierOf, TIERS, type Tier, type TierDef } from './tiers.ts';

/** A batch's volunteer limits; `BatchDef` of the region config fits as is. */
export interface BatchLimits {
  /** How many units (院校 or 院校专业组) a list may hold. */
  readonly choices: number;
  /** How many majors per unit. */
  readonly majorsPerChoice: number;
  /** Whether the batch offers 服从调剂. */
  readonly adjustment: boolean;
}

/** One choice of the list, in list order. */
export interface VolunteerChoice {
  /** Identifies the unit: the same key twice is a duplicate (e.g. college code + group code). */
  readonly key: string;
  /** Shown in messages: 内蒙古大学 03组. */
  readonly name: string;
  /** The majors in the order written; `key` is the major code (or name when there is no code). */
  readonly majors: readonly { readonly key: string; readonly name: string }[];
  /** 服从调剂 ticked. */
  readonly adjustment: boolean;
  /** The estimate for this candidate; null or absent when there is none. */
  readonly probability?: number | null;
  readonly subjectRequirement?: string | null;
  /** Lowest ranks of the unit's majors, for the spread. */
  readonly majorMinRanks?: readonly (number | null)[] | null;
  /** The unit's restricted access kinds (`accessKindsOf`). */
  readonly access?: readonly AccessKind[] | null;
}

export interface ListContext {
  readonly limits: BatchLimits;
  /** The candidate's first subject and electives; without them 选科 is not checked. */
  readonly candidateSubjects?: readonly string[] | null;
  readonly tiers?: readonly TierDef[];
  /** Ratio of the weakest to the strongest major's lowest rank from which a group counts as wide. */
  readonly wideSpreadRatio?: number;
  /** The access kinds the student says they qualify for (none: a general student). */
  readonly eligibility?: readonly AccessKind[] | null;
}

export type ListCheckCode =
  | 'empty'
  | 'too-many-choices'
  | 'few-choices'
  | 'too-many-majors'
  | 'no-majors'
  | 'duplicate-unit'
  | 'duplicate-major'
  | 'adjustment-not-offered'
  | 'subject-mismatch'
  | 'subject-unknown'
  | 'no-safety'
  | 'all-reach'
  | 'not-suggested'
  | 'no-estimate'
  | 'reach-after-safety'
  | 'reach-after-match'
  | 'adjustment-off-wide-spread'
  | 'restricted-access';

/** One finding; `positions` are 1-based list positions of the choices concerned. */
export interface ListCheck {
  readonly code: ListCheckCode;
  readonly severity: Severity;
  readonly message: string;
  readonly positions: readonly number[];
}

/** Every finding about the list: errors first, then warnings, then notes (each group in the order found). */
export function checkVolunteerList(choices: readonly VolunteerChoice[], context: ListContext): ListCheck[] {
  const found: ListCheck[] = [];
  const add = (code: ListCheckCode, severity: Severity, message: string, positions: readonly number[] = []) =>
    found.push({ code, severity, message, positions });
  const label = (index: number) => choiceLabel(index + 1, choices[index]?.name ?? '');
  const { limits } = context;

  if (choices.length === 0) {
    add('empty', 'info', M.empty);
    return found;
  }
  if (choices.length > limits.choices) {
    add(
      'too-many-choices',
      'error',
      M.tooManyChoices(choices.length, limits.choices),
      choices.slice(limits.choices).map((_, i) => limits.choices + i + 1),
    );
  }

  // Too few choices: when every one fails, nothing is left but the 征集志愿 or the next batch.
  if (choices.length < Math.ceil(limits.choices / 3)) {
    add('few-choices', 'warning', M.fewChoices(choices.length, limits.choices));
  }

  const firstByKey = new Map<string, number[]>();
  choices.forEach((choice, i) => firstByKey.set(choice.key, [...(firstByKey.get(choice.key) ?? []), i]));
  for (const indexes of firstByKey.values()) {
    if (indexes.length > 1) {
      add(
        'duplicate-unit',
        'error',
        M.duplicateUnit(indexes.map(label)),
        indexes.map((i) => i + 1),
      );
    }
  }

  const tiers = context.tiers ?? TIERS;
  const tierAt: (Tier | null | undefined)[] = choices.map((c) =>
    typeof c.probability === 'number' ? tierOf(c.probability, tiers) : undefined,
  );

  choices.forEach((choice, i) => {
    const position = i + 1;
    if (choice.majors.length > limits.majorsPerChoice) {
      add(
        'too-many-majors',
        'error',
        M.tooManyMajors(label(i), choice.majors.length, limits.majorsPerChoice),
        [position],
      );
    }
    if (choice.majors.length === 0 && limits.majorsPerChoice > 0)
      add('no-majors', 'warning', M.noMajors(label(i)), [position]);
    const majorPositions = new Map<string, number[]>();
    choice.majors.forEach((m, j) => majorPositions.set(m.key, [...(majorPositions.get(m.key) ?? []), j + 1]));
    for (const [key, at] of majorPositions) {
      if (at.length > 1) {
        const name = choice.majors.find((m) => m.key === key)?.name ?? key;
        add('duplicate-major', 'error', M.duplicateMajor(label(i), name, at), [position]);
      }
    }
    if (choice.adjustment && !limits.adjustment) {
      add('adjustment-not-offered', 'error', M.adjustmentNotOffered(label(i)), [position]);
    }
    const requirement = choice.subjectRequirement;
    if (requirement && context.candidateSubjects) {
      const missing = missingSubjects(requirement, context.candidateSubjects);
      if (missing === null)
        add('subject-unknown', 'warning', M.subjectUnknown(label(i), requirement), [position]);
      else if (missing.length > 0) {
        add('subject-mismatch', 'error', M.subjectMismatch(label(i), requirement, missing), [position]);
      }
    }
    const tier = tierAt[i];
    if (tier === undefined) add('no-estimate', 'info', M.noEstimate(label(i)), [position]);
    else if (tier === null)
      add('not-suggested', 'warning', M.notSuggested(label(i), choice.probability ?? 0), [position]);
    if (
      limits.adjustment &&
      !choice.adjustment &&
      isWideSpread(choice.majorMinRanks, context.wideSpreadRatio ?? DEFAULT_RISK_SETTINGS.wideSpreadRatio)
    ) {
      add('adjustment-off-wide-spread', 'warning', M.adjustmentOffWideSpread(label(i)), [position]);
    }
    for (const kind of notEligible(choice.access ?? [], context.eligibility)) {
      add('restricted-access', 'warning', M.restrictedAccess(label(i), kind), [position]);
    }
  });

  // The balance of the list, over the choices that have an estimate.
  const estimated = tierAt.filter((t) => t !== undefined);
  if (estimated.length > 0) {
    if (!estimated.includes('保')) add('no-safety', 'warning', M.noSafety);
    if (estimated.every((t) => tierIndex(t) <= tierIndex('冲'))) add('all-reach', 'warning', M.allReach);
  }

  // Order: a riskier choice after a safer one is only reached when the safer one failed.
  let firstSafety: number | null = null;
  let firstMatch: number | null = null;
  const tagged = (index: number, tier: Tier) => choiceLabel(index + 1, choices[index]?.name ?? '', tier);
  tierAt.forEach((tier, i) => {
    if (tier === undefined || tier === null) return;
    if (firstSafety !== null && tierIndex(tier) < tierIndex('保')) {
      add('reach-after-safety', 'warning', M.reachAfterSafety(tagged(i, tier), tagged(firstSafety, '保')), [
        firstSafety + 1,
        i + 1,
      ]);
    } else if (firstMatch !== null && tier === '冲') {
      add('reach-after-match', 'info', M.reachAfterMatch(tagged(i, tier), tagged(firstMatch, '稳')), [
        firstMatch + 1,
        i + 1,
      ]);
    }
    if (tier === '保' && firstSafety === null) firstSafety = i;
    if (tier === '稳' && firstMatch === null) firstMatch = i;
  });

  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  return found
    .map((check, i) => ({ check, i }))
    .sort((a, b) => order[a.check.severity] - order[b.check.severity] || a.i - b.i)
    .map((x) => x.check);
}
