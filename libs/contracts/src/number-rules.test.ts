import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { checkNumber, RANK_RULE, SCORE_RULE } from './number-rules.ts';
import { rankParam, scoreParam } from './schemas/query.ts';

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
});
