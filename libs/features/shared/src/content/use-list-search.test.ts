import { describe, expect, it } from 'vitest';
import { parseId, parsePage } from './use-list-search.ts';

describe('parseId', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    [null, null],
    ['99999999999', null],
  ])('%s → %s', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe('parsePage', () => {
  it.each([
    ['3', 3],
    [null, 1],
    ['0', 1],
    ['2.5', 1],
  ])('%s → %s', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});
