// A candidate's score or rank checked without zod: the rules of the contract's `scoreField` and `rankField`
// (schemas/simulate.ts) on the same bounds (limits.ts) with the same Chinese messages, for the pages that read
// or check one as they draw (模拟填报's form and URL) and must not load the schemas to do it.
// score-rank.test.ts holds both to the same answers.
import { RANK_MAX, SCORE_MAX } from './limits.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

export type NumberCheck = { ok: true; value: number } | { ok: false; message: string };

/** A total score: 0 to SCORE_MAX, halves (any fraction) allowed. */
export function checkScore(value: number): NumberCheck {
  return Number.isFinite(value) && value >= 0 && value <= SCORE_MAX
    ? { ok: true, value }
    : { ok: false, message: M.scoreInvalid };
}

/** A rank (位次): a whole number from 1 to RANK_MAX. */
export function checkRank(value: number): NumberCheck {
  return Number.isInteger(value) && value >= 1 && value <= RANK_MAX
    ? { ok: true, value }
    : { ok: false, message: M.rankInvalid };
}
