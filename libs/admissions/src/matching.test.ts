import { describe, expect, it } from 'vitest';
import { matchUnit, matchUnits, programmeOf, type PastUnit, type UnitProfile } from './matching.ts';

const past = (groupCode: string | null, minRank: number, extra: Partial<PastUnit> = {}): PastUnit => ({
  collegeCode: '10001',
  groupCode,
  minRank,
  ...extra,
});
const target = (groupCode: string | null, extra: Partial<UnitProfile> = {}): UnitProfile => ({
  collegeCode: '10001',
  groupCode,
  ...extra,
});

describe('programmeOf', () => {
  it('reads the parenthesised parts of a name and ignores stray marks around it', () => {
    expect(programmeOf('北京交通大学(中外合作办学)')).toBe('中外合作办学');
    expect(programmeOf('华北电力大学(保定)省')).toBe('保定');
    expect(programmeOf('辽宁大学（联合培养）')).toBe('联合培养');
    expect(programmeOf('省中山大学')).toBe('');
    expect(programmeOf(null)).toBe('');
  });
});

describe('matchUnit', () => {
  it('continues a college unit by the college itself', () => {
    const m = matchUnit(target(null), [past(null, 5_000, { planCount: 40 }), past('01', 3_000)]);
    expect(m).toMatchObject({ kind: 'same', minRank: 5_000, planCount: 40, spread: 0 });
  });

  it('gives every match its college’s median rank of that year, to see where the unit stood in it', () => {
    const pool = [
      past('01', 3_000),
      past('02', 6_000),
      past('03', 12_000),
      past('04', 9_000, { name: '(中外合作办学)' }),
    ];
    // Same programme only: 3,000, 6,000 and 12,000, median 6,000 — whether the group is found or not.
    expect(matchUnit(target('03', { name: '某大学' }), pool)).toMatchObject({
      kind: 'code',
      collegeRank: expect.closeTo(6_000, 6),
    });
    expect(matchUnit(target('09', { name: '某大学' }), pool)).toMatchObject({
      kind: 'college',
      minRank: expect.closeTo(6_000, 6),
      collegeRank: expect.closeTo(6_000, 6),
    });
  });

  it('follows a group by its majors: `same` under its own code, `renumbered` under another', () => {
    const pool = [past('01', 3_000, { majors: ['a', 'b', 'c'] }), past('02', 6_000, { majors: ['d', 'e'] })];
    expect(matchUnit(target('01', { majors: ['a', 'b', 'c'] }), pool)).toMatchObject({
      kind: 'same',
      minRank: 3_000,
    });
    // 02 now holds what 01 held: the majors decide, not the code.
    expect(matchUnit(target('02', { majors: ['a', 'b'] }), pool)).toMatchObject({
      kind: 'renumbered',
      minRank: 3_000,
    });
  });

  it('does not continue a group whose 选科 changed, even with the same majors', () => {
    const pool = [past('01', 3_000, { majors: ['a', 'b'], subjects: '物理+化学' }), past('02', 9_000)];
    const m = matchUnit(target('01', { majors: ['a', 'b'], subjects: '物理' }), pool);
    expect(m?.kind).toBe('college');
  });

  it('rebuilds a group’s line from its majors when the year before admitted by college', () => {
    const college = past(null, 9_000, {
      majors: ['a', 'b', 'c'],
      majorRanks: new Map([
        ['a', 5_000],
        ['b', 8_000],
        ['c', 9_000],
      ]),
    });
    // The group's line is its weakest major's: max(5,000, 8,000); how far apart its majors were is the
    // spread (the sample standard deviation of two logs is their distance over √2).
    const m = matchUnit(target('03', { majors: ['a', 'b'] }), [college]);
    expect(m).toMatchObject({ kind: 'majors', minRank: 8_000, sources: 2, unit: null });
    expect(m?.spread).toBeCloseTo(Math.log(8_000 / 5_000) / Math.SQRT2, 12);
    // One major known: nothing to spread.
    expect(matchUnit(target('03', { majors: ['c'] }), [college])).toMatchObject({
      kind: 'majors',
      spread: 0,
    });
    // Fewer than half of its majors known: the college is only a reference.
    expect(matchUnit(target('03', { majors: ['a', 'x', 'y'] }), [college])?.kind).toBe('college');
  });

  it('trusts a code alone only when the content is unknown and the programme is the same', () => {
    const pool = [
      past('201', 4_000, { name: '某大学' }),
      past('202', 20_000, { name: '某大学(中外合作办学)' }),
      past('203', 30_000, { name: '某大学(中外合作办学)' }),
    ];
    const code = matchUnit(target('201', { name: '某大学' }), pool);
    expect(code).toMatchObject({ kind: 'code', minRank: 4_000 });
    // The code may name another of the college's groups of that programme: as uncertain as they are spread
    // (201 alone is ordinary, so nothing to spread here; see below).
    expect(code?.spread).toBe(0);
    const twoOrdinary = [...pool, past('204', 16_000, { name: '某大学' })];
    expect(matchUnit(target('201', { name: '某大学' }), twoOrdinary)?.spread).toBeCloseTo(
      Math.log(4) / Math.SQRT2,
      12,
    );
    // 202 is now an ordinary group: the 中外合作 group of that code is another unit.
    const m = matchUnit(target('202', { name: '某大学考' }), pool);
    expect(m).toMatchObject({ kind: 'college', spread: 0, sources: 1 });
    expect(m?.minRank).toBeCloseTo(4_000, 6);
  });

  it('does not trust a code when the college renumbered most of its groups', () => {
    const pool = [past('201', 4_000), past('202', 8_000), past('203', 16_000)];
    const siblings = ['203', '207', '208', '209'].map((code) => target(code));
    // Only 1 of the college's 4 codes existed last year: 203 is a coincidence.
    const renumbered = matchUnit(target('203'), pool, { siblings });
    expect(renumbered?.kind).toBe('college');
    const kept = matchUnit(target('203'), pool, { siblings: ['201', '202', '203'].map((c) => target(c)) });
    expect(kept).toMatchObject({ kind: 'code', minRank: 16_000 });
  });

  it('gives an unmatched group its college’s groups: median rank, and the spread of their log ranks', () => {
    // ln 1,000, ln 4,000, ln 16,000 are ln 4 apart: median 4,000, sample standard deviation ln 4.
    const pool = [past('201', 1_000), past('202', 4_000), past('203', 16_000)];
    const m = matchUnit(target('209'), pool);
    expect(m?.kind).toBe('college');
    expect(m?.minRank).toBeCloseTo(4_000, 6);
    expect(m?.spread).toBeCloseTo(Math.log(4), 12);
    expect(m?.sources).toBe(3);
  });

  it('finds nothing for a college absent the year before, and ignores units without a rank', () => {
    expect(matchUnit(target('201'), [{ ...past('201', 1_000), collegeCode: '10002' }])).toBeNull();
    expect(matchUnit(target('201'), [past('201', 0), { ...past('202', 1), minRank: null }])).toBeNull();
  });
});

describe('matchUnits', () => {
  it('matches a year’s units with the college’s other units as siblings', () => {
    const pool = [past('201', 4_000), past('202', 8_000), past('203', 16_000)];
    const targets = ['203', '207', '208', '209'].map((code) => target(code));
    const matches = matchUnits([...targets, target('201', { collegeCode: '10009' })], pool);
    expect(matches.map((m) => m?.kind ?? null)).toEqual(['college', 'college', 'college', 'college', null]);
  });
});
