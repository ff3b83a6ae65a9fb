/**
 * The score and rank rules of query inputs, free of zod: a number within bounds (a rank a whole number), given
 * as text or as a number, and the message shown when it is not. The schemas (schemas/query.ts's `scoreParam`,
 * `rankParam`) take their bounds and messages from here; the pages read the URL's score and rank, and check
 * their boxes, with `checkNumber` through `@zhiyuan/contracts/basics` — with the schemas, 一分一段 and 大数据查询
 * loaded zod and every schema of the registry as they drew, though a page the server rendered makes no call.
 */
import { RANK_PARAM_MAX, SCORE_MAX } from './limits.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

export interface NumberRule {
  readonly min: number;
  readonly max: number;
  /** Whole numbers only. */
  readonly integer: boolean;
  /** What the field (and the server's 100400 answer) says when the input breaks the rule. */
  readonly message: string;
}

/** A total score on the 750-point scale (halves allowed). */
export const SCORE_RULE: NumberRule = { min: 0, max: SCORE_MAX, integer: false, message: M.scoreInvalid };
/** A rank (位次). */
export const RANK_RULE: NumberRule = { min: 1, max: RANK_PARAM_MAX, integer: true, message: M.rankInvalid };

export type NumberCheck = { success: true; data: number } | { success: false; message: string };

/**
 * `input` read as the rule's schema reads it — `Number(input)`, then finite, whole if it must be, within the
 * bounds — or the rule's message. contracts' number-rules.test.ts holds the two to the same answers.
 */
export function checkNumber(rule: NumberRule, input: string | number | null | undefined): NumberCheck {
  const value = Number(input);
  const valid =
    Number.isFinite(value) &&
    (!rule.integer || Number.isSafeInteger(value)) &&
    value >= rule.min &&
    value <= rule.max;
  return valid ? { success: true, data: value } : { success: false, message: rule.message };
}
