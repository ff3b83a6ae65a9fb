/**
 * What an exam authority's file says outside its columns. Its 投档 tables carry no 年份, 科类 or 批次 column:
 * a title row above the header says them, or the file's name (广东省2022年本科普通类（物理）投档情况.xlsx,
 * 2024年内蒙古本科一批理科投档线.xlsx). A file imported as published gets those columns from its title, else from
 * its name, and the report says so; a title and a name that disagree are an error, not a guess.
 */
import { batchesOf, categoriesOf, rulesYearOf, type RegionConfig } from '../region.ts';
import { toHalfWidth, type ImportIssue } from './values.ts';

/** The columns a title or a file name can stand in for, by column key. */
export const STATED_COLUMNS = ['year', 'category', 'batch'] as const;
export type StatedColumn = (typeof STATED_COLUMNS)[number];
export type StatedSource = '标题' | '文件名';

/** A file name without its folder and extension. */
export const bareFileName = (fileName: string) => fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');

/** The year a text states ("2022年" first, else a lone 20xx), or null. */
function yearOf(text: string): number | null {
  const match = /(20\d{2})年/.exec(text) ?? /(?<!\d)(20\d{2})(?!\d)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** The longest of `names` the text contains, as written or without its `suffix` (物理类 → 物理, 本科批 → 本科). */
function longestNamed(text: string, names: readonly string[], suffix: string): string | null {
  let best: { name: string; length: number } | null = null;
  for (const name of names) {
    const stem = name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
    const length = text.includes(name) ? name.length : stem !== '' && text.includes(stem) ? stem.length : 0;
    if (length > 0 && (best === null || length > best.length)) best = { name, length };
  }
  return best?.name ?? null;
}

/**
 * 年份, 科类 and 批次 as a text states them, for the region: the year only when the region has rules for it, the
 * category and the batch only within that year (the longest match wins, so 本科提前批 is not read as 本科批).
 */
export function textFacts(text: string, region: RegionConfig): Map<StatedColumn, string> {
  const flat = toHalfWidth(text).replace(/\s+/g, '');
  const facts = new Map<StatedColumn, string>();
  const year = yearOf(flat);
  if (year === null || rulesYearOf(region, year) === null) return facts;
  facts.set('year', String(year));
  const category = longestNamed(
    flat,
    categoriesOf(region, year).map((c) => c.name),
    '类',
  );
  if (category) facts.set('category', category);
  const batch = longestNamed(
    flat,
    batchesOf(region, year).map((b) => b.name),
    '批',
  );
  if (batch) facts.set('batch', batch);
  return facts;
}

export interface StatedFact {
  value: string;
  source: StatedSource;
}

/**
 * The `missing` columns as the title states them, the file name filling what it does not. A title and a name
 * that disagree on one are a file-level error naming both.
 */
export function statedFacts(
  missing: readonly { key: string; header: string }[],
  title: string | null,
  fileName: string | null,
  region: RegionConfig,
): { facts: Map<string, StatedFact>; errors: ImportIssue[] } {
  const fromTitle = title === null ? new Map<string, string>() : textFacts(title, region);
  const fromName = fileName === null ? new Map<string, string>() : textFacts(bareFileName(fileName), region);
  const facts = new Map<string, StatedFact>();
  const errors: ImportIssue[] = [];
  for (const { key, header } of missing) {
    const t = fromTitle.get(key);
    const n = fromName.get(key);
    if (t !== undefined && n !== undefined && t !== n) {
      errors.push({
        line: null,
        column: header,
        message: `文件中没有“${header}”列，标题写的是“${t}”，文件名写的是“${n}”：请核对后加上这一列，或改正文件名`,
      });
    } else if (t !== undefined) facts.set(key, { value: t, source: '标题' });
    else if (n !== undefined) facts.set(key, { value: n, source: '文件名' });
  }
  return { facts, errors };
}

/** The report's note for the columns taken from the title or the name. */
export function statedNote(taken: ReadonlyMap<string, StatedFact & { header: string }>): string {
  const list = [...taken.values()];
  const sources = [...new Set(list.map((t) => t.source))].join('和');
  return `文件中没有${list.map((t) => `“${t.header}”`).join('、')}列，按${sources}读取：${list
    .map((t) => `${t.header} ${t.value}`)
    .join('，')}`;
}
