import { describe, expect, it } from 'vitest';
import {
  allCategoryNames,
  batchesOf,
  categoriesOf,
  equivalentCategory,
  GUANGDONG,
  INNER_MONGOLIA,
  lineCategoriesOf,
  lineCategoryNamed,
  regionNamed,
  REGIONS,
  scoreLinesOf,
} from './region.ts';
import { INNER_MONGOLIA_SAMPLE_MODEL } from './sample/model.ts';

describe('INNER_MONGOLIA', () => {
  it('covers 2021–2026 with 2026 as the current year', () => {
    expect(INNER_MONGOLIA.years).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(INNER_MONGOLIA.currentYear).toBe(2026);
    expect(INNER_MONGOLIA.province).toBe('内蒙古');
  });

  it('has 理科/文科 up to 2024 and 物理类/历史类 from 2025', () => {
    expect(categoriesOf(INNER_MONGOLIA, 2024).map((c) => c.name)).toEqual(['理科', '文科']);
    expect(categoriesOf(INNER_MONGOLIA, 2025).map((c) => c.name)).toEqual(['物理类', '历史类']);
    expect(categoriesOf(INNER_MONGOLIA, 2019)).toEqual([]);
    expect(allCategoryNames(INNER_MONGOLIA)).toEqual(['理科', '文科', '物理类', '历史类']);
  });

  it('has 艺术类, 体育类 and 对口招生 from 2025 as categories of score lines only, never a rank track', () => {
    const names = (year: number) => lineCategoriesOf(INNER_MONGOLIA, year).map((c) => c.name);
    expect(names(2024)).toEqual([]);
    expect(names(2025)).toEqual(['艺术类', '体育类', '对口招生']);
    expect(names(2027)).toEqual(['艺术类', '体育类', '对口招生']);
    expect(lineCategoryNamed(INNER_MONGOLIA, 2026, '对口高职')).toBe('对口招生');
    expect(lineCategoryNamed(INNER_MONGOLIA, 2026, '物理类')).toBeNull();
    expect(lineCategoriesOf(GUANGDONG, 2025)).toEqual([]);
    for (const year of INNER_MONGOLIA.years) {
      const tracks = categoriesOf(INNER_MONGOLIA, year).map((c) => c.name);
      expect(tracks.filter((n) => names(year).includes(n))).toEqual([]);
    }
  });

  it('admits by college up to 2024 and by 院校专业组 of up to 12 majors from 2025', () => {
    const ordinary = (year: number) => batchesOf(INNER_MONGOLIA, year).filter((b) => !b.advance);
    expect(ordinary(2024).map((b) => b.name)).toEqual(['本科一批', '本科二批', '高职专科批']);
    expect(ordinary(2025).map((b) => b.name)).toEqual(['本科批', '高职(专科)批']);
    expect(ordinary(2024).every((b) => b.unit === '院校')).toBe(true);
    expect(
      ordinary(2026).every((b) => b.unit === '院校专业组' && b.majorsPerChoice === 12 && b.adjustment),
    ).toBe(true);
    expect(scoreLinesOf(INNER_MONGOLIA, 2025).map((l) => l.name)).toEqual([
      '特殊类型招生控制线',
      '本科批',
      '本科批(专项类)',
      '高职(专科)批',
      '高职(专科)批(专项类)',
    ]);
    // The 专项 plans' own control lines gate those plans only, never a batch.
    expect(
      scoreLinesOf(INNER_MONGOLIA, 2026)
        .filter((l) => l.planCategory === '专项类')
        .map((l) => l.kind),
    ).toEqual(['控制线', '控制线']);
  });

  it('gates every batch by a line of every plan, and the sample model knows every such line', () => {
    for (const year of INNER_MONGOLIA.years) {
      const lines = scoreLinesOf(INNER_MONGOLIA, year)
        .filter((l) => l.planCategory === undefined)
        .map((l) => l.name);
      for (const batch of batchesOf(INNER_MONGOLIA, year)) expect(lines).toContain(batch.line);
      for (const line of lines) expect(INNER_MONGOLIA_SAMPLE_MODEL.lineShares[line]).toBeDefined();
    }
  });

  it('maps categories across the reform along their track', () => {
    expect(equivalentCategory(INNER_MONGOLIA, 2024, '理科', 2025)).toBe('物理类');
    expect(equivalentCategory(INNER_MONGOLIA, 2026, '历史类', 2021)).toBe('文科');
    expect(equivalentCategory(INNER_MONGOLIA, 2024, '物理类', 2025)).toBeNull();
  });
});

describe('GUANGDONG, the second region config', () => {
  it('is data of the same shape: 理科/文科 in 2020, 物理类/历史类 with 院校专业组 of 6 majors from 2021', () => {
    expect(categoriesOf(GUANGDONG, 2020).map((c) => c.name)).toEqual(['理科', '文科']);
    expect(categoriesOf(GUANGDONG, 2024).map((c) => c.name)).toEqual(['物理类', '历史类']);
    expect(equivalentCategory(GUANGDONG, 2020, '理科', 2024)).toBe('物理类');
    const ordinary = batchesOf(GUANGDONG, 2024).filter((b) => !b.advance);
    expect(ordinary.map((b) => [b.name, b.unit, b.choices, b.majorsPerChoice])).toEqual([
      ['本科批', '院校专业组', 45, 6],
      ['专科批', '院校专业组', 45, 6],
    ]);
    expect(batchesOf(GUANGDONG, 2020).every((b) => b.unit === '院校')).toBe(true);
  });

  it('is found by short or full province name; REGIONS lists both', () => {
    expect(regionNamed('广东')).toBe(GUANGDONG);
    expect(regionNamed('广东省')).toBe(GUANGDONG);
    expect(regionNamed('内蒙古自治区')).toBe(INNER_MONGOLIA);
    expect(regionNamed('火星')).toBeNull();
    expect(REGIONS.map((r) => r.province)).toEqual(['内蒙古', '广东']);
  });
});
