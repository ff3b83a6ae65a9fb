/**
 * What an exam authority's file says only in its name. Its 投档 tables carry no 年份, 科类 or 批次 column: the
 * title says them (广东省2022年本科普通类（物理）投档情况.xlsx, 2024年内蒙古本科一批理科投档线.xls). A file
 * imported as published gets those columns from its name, and the report says so.
 */
import { batchesOf, categoriesOf, type RegionConfig } from '../region.ts';
import { toHalfWidth } from './values.ts';

/** The columns a file name can stand in for, by column key. */
export const FILE_NAME_COLUMNS = ['year', 'category', 'batch'] as const;
export type FileNameColumn = (typeof FILE_NAME_COLUMNS)[number];

/** The name without its extension, half-width and without spaces. */
const bare = (fileName: string) =>
  toHalfWidth(fileName.replace(/^.*[\\/]/, ''))
    .replace(/\.[^.]*$/, '')
    .replace(/\s+/g, '');

/** The year a name states ("2022年" first, else a lone 20xx), or null. */
function yearOf(name: string): number | null {
  const match = /(20\d{2})年/.exec(name) ?? /(?<!\d)(20\d{2})(?!\d)/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The longest of `names` the file name contains, as written or without its last character (物理类 → 物理). */
function longestNamed(name: string, names: readonly string[], suffix: string): string | null {
  let best: string | null = null;
  for (const candidate of names) {
    const stem = candidate.endsWith(suffix) ? candidate.slice(0, -suffix.length) : candidate;
    const found = name.includes(candidate) ? candidate.length : stem && name.includes(stem) ? stem.length : 0;
    if (found > 0 && (best === null || found > best.length)) best = candidate;
  }
  return best;
}

/**
 * 年份, 科类 and 批次 as the file name states them, for the region: each only when the name names exactly
 * one (the longest match wins, so 本科提前批 is not read as 本科批).
 */
export function fileNameFacts(fileName: string, region: RegionConfig): Map<FileNameColumn, string> {
  const name = bare(fileName);
  const facts = new Map<FileNameColumn, string>();
  const year = yearOf(name);
  if (year === null || !region.years.includes(year)) return facts;
  facts.set('year', String(year));
  const category = longestNamed(
    name,
    categoriesOf(region, year).map((c) => c.name),
    '类',
  );
  if (category) facts.set('category', category);
  const batch = longestNamed(
    name,
    batchesOf(region, year).map((b) => b.name),
    '批',
  );
  if (batch) facts.set('batch', batch);
  return facts;
}

/** The report's note for the columns taken from the name. */
export function fileNameNote(taken: ReadonlyMap<string, { header: string; value: string }>): string {
  const parts = [...taken.values()].map((t) => `${t.header} ${t.value}`);
  return `文件中没有${[...taken.values()].map((t) => `“${t.header}”`).join('、')}列，按文件名读取：${parts.join('，')}`;
}
