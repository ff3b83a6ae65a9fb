import { describe, expect, it } from 'vitest';
import { checkRank, checkScore } from './score-rank.ts';
import { rankField, scoreField } from './schemas/simulate.ts';
import { RANK_MAX, SCORE_MAX } from './limits.ts';

/** What the zod field answers for `value`, in the zod-free check's shape. */
function viaSchema(field: typeof scoreField | typeof rankField, value: number) {
  const parsed = field.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message };
}

describe('the zod-free score and rank checks', () => {
  const odd = [
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
  ];

  it.each([-1, -0.5, 0, 0.5, 1e2, 600, 749.5, SCORE_MAX, SCORE_MAX + 0.5, 800, ...odd])(
    'answer for the score %s as the contract’s scoreField does',
    (value) => {
      expect(checkScore(value)).toEqual(viaSchema(scoreField, value));
    },
  );

  it.each([-3, 0, 0.5, 1, 1.5, 12_345, RANK_MAX, RANK_MAX + 1, ...odd])(
    'answer for the rank %s as the contract’s rankField does',
    (value) => {
      expect(checkRank(value)).toEqual(viaSchema(rankField, value));
    },
  );

  it('give the messages shown beside the field', () => {
    expect(checkScore(800)).toEqual({ ok: false, message: '分数应为0到750之间的数' });
    expect(checkRank(0)).toEqual({ ok: false, message: '位次应为正整数' });
    expect(checkScore(600)).toEqual({ ok: true, value: 600 });
  });
});
