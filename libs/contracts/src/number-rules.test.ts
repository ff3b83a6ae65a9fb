import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { checkNumber, RANK_RULE, SCORE_RULE } from './number-rules.ts';
import { rankParam, scoreParam } from './schemas/query.ts';
import { rankField, scoreField } from './schemas/simulate.ts';
import { RANK_MAX, SCORE_MAX } from './limits.ts';

// What a URL or a box may hold: numbers in every spelling Number() reads, the bounds and just past them,
// fractions, text, and what is not there at all.
const INPUTS = [
  '0',
  '-0',
  '550',
  ' 550 ',
  '550.5',
  '750',
  '750.5',
  '751',
  '-1',
  '1',
  '10000000',
  '10000001',
  '1.5',
  '1e3',
  '0x10',
  '',
  ' ',
  'abc',
  '550分',
  'Infinity',
  '-Infinity',
  'NaN',
  '9007199254740993',
  undefined,
  null,
  0,
  550,
  1.5,
  751,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe('the zod-free score and rank rules', () => {
  it.each([
    ['score', SCORE_RULE, scoreParam, M.scoreInvalid],
    ['rank', RANK_RULE, rankParam, M.rankInvalid],
  ] as const)('accept and refuse what the %s schema does, with its message', (_, rule, schema, message) => {
    for (const input of INPUTS) {
      const parsed = schema.safeParse(input);
      const expected = parsed.success
        ? { success: true, data: parsed.data }
        : { success: false, message: parsed.error.issues[0]?.message };
      expect(checkNumber(rule, input), JSON.stringify(input)).toEqual(expected);
    }
    expect(checkNumber(rule, 'abc')).toEqual({ success: false, message });
  });

  // 模拟填报 checks its box and its URL with the rules too; the contract's body fields (scoreField, rankField)
  // take numbers, and the rules must answer as they do.
  const NUMBERS = [-1, -0.5, -0, 0, 0.5, 100, 600, 749.5, SCORE_MAX, SCORE_MAX + 0.5, 800, 1, 1.5, 12_345];
  const ODD = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2];
  it.each([
    ['score', SCORE_RULE, scoreField],
    ['rank', RANK_RULE, rankField],
  ] as const)('accept and refuse the numbers the %s body field does, with its message', (_, rule, field) => {
    for (const value of [...NUMBERS, RANK_MAX, RANK_MAX + 1, ...ODD]) {
      const parsed = field.safeParse(value);
      const expected = parsed.success
        ? { success: true, data: parsed.data }
        : { success: false, message: parsed.error.issues[0]?.message };
      expect(checkNumber(rule, value), String(value)).toEqual(expected);
    }
  });
});
