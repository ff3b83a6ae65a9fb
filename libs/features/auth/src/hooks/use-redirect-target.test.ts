import { describe, expect, it } from 'vitest';
import { safeRedirect } from './use-redirect-target.ts';

describe('safeRedirect', () => {
  it.each([
    ['/user/user-profile', '/user/user-profile'],
    ['/data/colleges?province=15', '/data/colleges?province=15'],
    [null, '/home'],
    ['', '/home'],
    ['user/user-profile', '/home'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['https://evil.example/', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
