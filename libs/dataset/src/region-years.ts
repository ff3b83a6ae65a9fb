// The years a region's site knows and takes, from its config, its data and 当前年份 (a setting of the site, the
// config's `currentYear` its default): which years exist, which an import may write, and which 当前年份 may be.
// Pure: the server gives the years its data holds (per data version) and the setting.
import { firstRulesYear, type RegionConfig } from './region.ts';

/** A range of years, both ends included. */
export interface YearRange {
  min: number;
  max: number;
}

/**
 * The years the site knows, ascending: the config's years, the years its data holds (from the region's first
 * rules on; earlier rows have no categories or batches) and 当前年份.
 */
export function knownYears(region: RegionConfig, dataYears: Iterable<number>, currentYear: number): number[] {
  const first = firstRulesYear(region);
  const years = new Set([...region.years, currentYear]);
  for (const year of dataYears) if (year >= first) years.add(year);
  return [...years].sort((a, b) => a - b);
}

/**
 * Why rows of `year` cannot be imported for the region's own candidates, or null when they can: a year after
 * 当前年份 (set 当前年份 first), or before the region's first rules (it has no categories or batches then).
 */
export function yearRefusal(region: RegionConfig, year: number, currentYear: number): string | null {
  if (year > currentYear) {
    return `${year} 年在当前年份（${currentYear} 年）之后：请先在后台“站点设置”把当前年份改为 ${year} 年，再导入`;
  }
  const first = firstRulesYear(region);
  if (year < first) {
    return `${year} 年早于本地区最早的招生规则（${first} 年），没有这一年的科类和批次，无法导入`;
  }
  return null;
}

/**
 * The range 当前年份 may be set to: from the region's first rules to the year after the latest known year
 * (the season being prepared), given the years the data holds.
 */
export function currentYearRange(region: RegionConfig, dataYears: Iterable<number>): YearRange {
  const years = knownYears(region, dataYears, firstRulesYear(region));
  return { min: firstRulesYear(region), max: (years.at(-1) ?? region.currentYear) + 1 };
}

/** Why `year` cannot be 当前年份 (a Chinese message naming the bound), or null. */
export function currentYearRefusal(range: YearRange, year: number): string | null {
  if (year < range.min) return `当前年份不能早于 ${range.min} 年（本地区最早的招生规则）`;
  if (year > range.max) {
    return `当前年份最晚为 ${range.max} 年（已有数据的最后一年 ${range.max - 1} 年的下一年）`;
  }
  return null;
}
