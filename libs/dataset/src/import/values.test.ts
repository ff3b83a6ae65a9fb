import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INNER_MONGOLIA } from '../region.ts';
import {
  normalizeBatch,
  normalizeCategory,
  normalizeSubjectRequirement,
  padDigits,
  RowReader,
  toHalfWidth,
} from './values.ts';

describe('normalizers', () => {
  it('turns full-width characters half-width', () => {
    expect(toHalfWidth('　高职（专科）批６１２　')).toBe('高职(专科)批612');
  });

  it('maps category aliases to the year’s names', () => {
    expect(normalizeCategory('物理', INNER_MONGOLIA, 2025)).toBe('物理类');
    expect(normalizeCategory('理工', INNER_MONGOLIA, 2023)).toBe('理科');
    expect(normalizeCategory(' 文科 ', INNER_MONGOLIA, 2023)).toBe('文科');
    expect(normalizeCategory('艺术类', INNER_MONGOLIA, 2023)).toBe('艺术类');
  });

  it('maps batch aliases to the year’s names', () => {
    expect(normalizeBatch('一本', INNER_MONGOLIA, 2022)).toBe('本科一批');
    expect(normalizeBatch('高职（专科）批', INNER_MONGOLIA, 2025)).toBe('高职(专科)批');
    expect(normalizeBatch('专科批', INNER_MONGOLIA, 2025)).toBe('高职(专科)批');
    expect(normalizeBatch('专科批', INNER_MONGOLIA, 2022)).toBe('高职专科批');
    expect(normalizeBatch('特控线', INNER_MONGOLIA, 2026)).toBe('特殊类型招生控制线');
  });

  it('reads 选科 requirements written in many ways', () => {
    expect(normalizeSubjectRequirement('')).toBe('不限');
    expect(normalizeSubjectRequirement('不提科目要求')).toBe('不限');
    expect(normalizeSubjectRequirement('化学、物理')).toBe('物理+化学');
    expect(normalizeSubjectRequirement('首选物理，再选化学')).toBe('物理+化学');
    expect(normalizeSubjectRequirement('物＋化＋生')).toBe('物理+化学+生物');
    expect(normalizeSubjectRequirement('政治')).toBe('思想政治');
    expect(normalizeSubjectRequirement('历史和思想政治')).toBe('历史+思想政治');
    expect(normalizeSubjectRequirement('美术')).toBeNull();
    expect(normalizeSubjectRequirement('物理+化学+生物+地理')).toBeNull();
  });

  it('gives the same canonical requirement whatever the order and separator', () => {
    const subjects = ['物理', '化学', '生物', '思想政治', '地理'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(subjects, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('+', '、', ',', ' 和 ', '/'),
        (picked, separator) => {
          const canonical = normalizeSubjectRequirement(picked.join('+'));
          expect(normalizeSubjectRequirement([...picked].reverse().join(separator))).toBe(canonical);
          expect(canonical?.split('+').sort()).toEqual([...picked].sort());
        },
      ),
    );
  });

  it('pads numeric codes that lost leading zeros', () => {
    expect(padDigits('80901', 6)).toBe('080901');
    expect(padDigits('1', 2)).toBe('01');
    expect(padDigits('101', 2)).toBe('101');
    expect(padDigits('A1', 2)).toBe('A1');
  });
});

describe('RowReader', () => {
  const reader = (cells: Record<string, string>) =>
    new RowReader(7, new Map(Object.entries(cells)), new Map(Object.keys(cells).map((k) => [k, `列${k}`])));

  it('reads numbers with ranges and reports bad cells under the file’s header', () => {
    const r = reader({ a: '612', b: '1,234', c: 'abc', d: '800', e: '3.5', f: '' });
    expect(r.number('a', '分数', { min: 0, max: 750, integer: false })).toBe(612);
    expect(r.number('b', '人数', { min: 0, max: 1e7, integer: true })).toBe(1234);
    expect(r.number('c', '分数', { min: 0, max: 750, integer: false })).toBe(0);
    expect(r.optionalNumber('d', '分数', { min: 0, max: 750, integer: false })).toBeNull();
    expect(r.optionalNumber('e', '人数', { min: 0, max: 10, integer: true })).toBeNull();
    expect(r.optionalNumber('f', '人数', { min: 0, max: 10, integer: true })).toBeNull();
    expect(r.issues).toEqual([
      { line: 7, column: '列c', message: '分数应为数字，实际为“abc”' },
      { line: 7, column: '列d', message: '分数应在 0～750 之间，实际为 800' },
      { line: 7, column: '列e', message: '人数应为整数，实际为“3.5”' },
    ]);
  });

  it('requires texts', () => {
    const r = reader({ a: '  ', b: 'x'.repeat(5) });
    expect(r.text('a', '名称')).toBe('');
    expect(r.text('b', '名称', 3)).toBe('xxxxx');
    expect(r.issues.map((i) => i.message)).toEqual(['名称不能为空', '名称不能超过 3 个字']);
  });
});
