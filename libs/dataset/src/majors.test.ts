import { describe, expect, it } from 'vitest';
import {
  catalogYearFor,
  degreeFromNote,
  FIVE_YEAR_MAJORS,
  loadMajors,
  majorTree,
  splitMajorCode,
} from './majors.ts';
import { majorSchema } from './schemas.ts';

describe('loadMajors', () => {
  it('has 845 majors in 2025 and 883 in 2026, each valid and unique', () => {
    for (const [year, count] of [
      [2025, 845],
      [2026, 883],
    ] as const) {
      const majors = loadMajors(year);
      expect(majors).toHaveLength(count);
      expect(new Set(majors.map((m) => m.code)).size).toBe(count);
      for (const m of majors) expect(majorSchema.parse(m)).toEqual(m);
      expect(majors.every((m) => m.catalogYear === year && m.level === '本科')).toBe(true);
    }
  });

  it('keeps T/K as flags, not in the code', () => {
    const m2026 = loadMajors(2026);
    expect(m2026.find((m) => m.name === '宗教学')).toMatchObject({ code: '010103', flags: ['K'] });
    expect(m2026.find((m) => m.code === '140001')).toMatchObject({ name: '未来机器人', flags: ['T', 'K'] });
    expect(loadMajors(2025).find((m) => m.name === '伦理学')).toMatchObject({ code: '010104', flags: ['T'] });
  });

  it('records the 11 majors that moved to 门类 14 in 2026 with their 2025 codes', () => {
    const moved = loadMajors(2026).filter((m) => m.previousCode !== null);
    expect(moved).toHaveLength(11);
    const codes2025 = new Map(loadMajors(2025).map((m) => [m.code, m.name]));
    for (const m of moved) expect(codes2025.get(m.previousCode ?? '')).toBe(m.name);
  });

  it('derives the same degree in both editions for majors that kept their code', () => {
    const degrees2026 = new Map(loadMajors(2026).map((m) => [m.code, m.degree]));
    const differing = loadMajors(2025).filter(
      (m) => degrees2026.has(m.code) && degrees2026.get(m.code) !== m.degree,
    );
    expect(differing).toEqual([]);
    expect(loadMajors(2025).find((m) => m.name === '精算学')?.degree).toBe('经济学/理学');
  });

  it('gives 5 years to the known 5-year majors and 4 to the others', () => {
    const majors = loadMajors(2026);
    expect(majors.find((m) => m.name === '临床医学')?.years).toBe(5);
    expect(majors.find((m) => m.name === '建筑学')?.years).toBe(5);
    expect(majors.find((m) => m.name === '计算机科学与技术')?.years).toBe(4);
    const names = new Set(majors.map((m) => m.name));
    expect(FIVE_YEAR_MAJORS.filter((n) => !names.has(n))).toEqual([]);
  });
});

describe('majorTree', () => {
  it('groups 门类 → 专业类 → 专业 (2025: 12 门类; 2026: 13 with 交叉学科; 93 专业类 each)', () => {
    for (const [year, categories] of [
      [2025, 12],
      [2026, 13],
    ] as const) {
      const tree = majorTree(year);
      expect(tree).toHaveLength(categories);
      expect(tree.flatMap((c) => c.subcategories)).toHaveLength(93);
      expect(tree.flatMap((c) => c.subcategories.flatMap((s) => s.majors))).toHaveLength(
        loadMajors(year).length,
      );
    }
    expect(majorTree(2026).at(-1)).toMatchObject({ code: '14', name: '交叉学科' });
  });
});

describe('helpers', () => {
  it('picks the catalog of an admission year', () => {
    expect(catalogYearFor(2021)).toBe(2025);
    expect(catalogYearFor(2025)).toBe(2025);
    expect(catalogYearFor(2026)).toBe(2026);
    expect(catalogYearFor(2030)).toBe(2026);
  });

  it('splits codes and flags', () => {
    expect(splitMajorCode('080901tk')).toEqual({ code: '080901', flags: ['T', 'K'] });
    expect(splitMajorCode('0502100T')).toEqual({ code: '0502100', flags: ['T'] });
    expect(splitMajorCode('08090')).toBeNull();
    expect(splitMajorCode('080901X')).toBeNull();
  });

  it('reads the degree from the note', () => {
    expect(degreeFromNote('理学', '注：可授理学或工学学士学位')).toBe('理学/工学');
    expect(degreeFromNote('理学', '注：授予工学学士学位')).toBe('工学');
    expect(degreeFromNote('文学', '')).toBe('文学');
  });
});
