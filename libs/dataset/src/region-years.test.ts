import { describe, expect, it } from 'vitest';
import {
  batchesOf,
  categoriesOf,
  equivalentCategory,
  firstRulesYear,
  GUANGDONG,
  INNER_MONGOLIA,
  rulesYearOf,
  scoreLinesOf,
} from './region.ts';
import { currentYearRange, currentYearRefusal, knownYears, yearRefusal } from './region-years.ts';

describe('a year the region config does not list', () => {
  it('takes the rules of the latest listed year before it, and has none before the first', () => {
    expect(rulesYearOf(INNER_MONGOLIA, 2027)).toBe(2026);
    expect(rulesYearOf(INNER_MONGOLIA, 2024)).toBe(2024);
    expect(rulesYearOf(INNER_MONGOLIA, 2020)).toBeNull();
    expect(firstRulesYear(INNER_MONGOLIA)).toBe(2021);
    expect(categoriesOf(INNER_MONGOLIA, 2027)).toEqual(categoriesOf(INNER_MONGOLIA, 2026));
    expect(batchesOf(INNER_MONGOLIA, 2030)).toEqual(batchesOf(INNER_MONGOLIA, 2025));
    expect(scoreLinesOf(GUANGDONG, 2026)).toEqual(scoreLinesOf(GUANGDONG, 2025));
    expect(categoriesOf(GUANGDONG, 2019)).toEqual([]);
    // A track still links the years across the reform.
    expect(equivalentCategory(INNER_MONGOLIA, 2024, '理科', 2027)).toBe('物理类');
  });

  it('is known once the data holds it or it is 当前年份; data before the first rules is not', () => {
    expect(knownYears(INNER_MONGOLIA, [2019, 2025, 2027], 2026)).toEqual([
      2021, 2022, 2023, 2024, 2025, 2026, 2027,
    ]);
    expect(knownYears(GUANGDONG, [], 2026)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it('imports only from the first rules to 当前年份, saying why not', () => {
    expect(yearRefusal(INNER_MONGOLIA, 2027, 2027)).toBeNull();
    expect(yearRefusal(INNER_MONGOLIA, 2021, 2026)).toBeNull();
    expect(yearRefusal(INNER_MONGOLIA, 2027, 2026)).toBe(
      '2027 年在当前年份（2026 年）之后：请先在后台“站点设置”把当前年份改为 2027 年，再导入',
    );
    expect(yearRefusal(INNER_MONGOLIA, 2020, 2026)).toBe(
      '2020 年早于本地区最早的招生规则（2021 年），没有这一年的科类和批次，无法导入',
    );
  });

  it('lets 当前年份 run from the first rules to the year after the latest known year', () => {
    const range = currentYearRange(INNER_MONGOLIA, [2024, 2025]);
    expect(range).toEqual({ min: 2021, max: 2027 });
    expect(currentYearRange(INNER_MONGOLIA, [2027])).toEqual({ min: 2021, max: 2028 });
    expect(currentYearRefusal(range, 2027)).toBeNull();
    expect(currentYearRefusal(range, 2020)).toBe('当前年份不能早于 2021 年（本地区最早的招生规则）');
    expect(currentYearRefusal(range, 2028)).toBe(
      '当前年份最晚为 2027 年（已有数据的最后一年 2026 年的下一年）',
    );
  });
});
