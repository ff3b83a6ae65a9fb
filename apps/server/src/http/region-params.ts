// Checks of a query's year, category and batch against the region's data: the region config says which
// exist in each year, and imported data may add others (another year, another province's categories).
// An unknown one answers 100400 naming the parameter and listing the ones that exist.
import { batchesOf, categoriesOf, scoreLinesOf, type RegionConfig } from '@zhiyuan/dataset';
import { fieldError } from './app-error.ts';

/** What the data itself has, beyond the region config: years, and per year (or for any year) the rest. */
export interface KnownValues {
  years?: Iterable<number>;
  categories?: (year: number | undefined) => Iterable<string>;
  batches?: (year: number | undefined) => Iterable<string>;
}

/** The values of rows with a year, for one year or for all. */
export function knownFrom<R extends { year: number }>(
  rows: readonly R[],
  pick: (row: R) => string,
): (year: number | undefined) => string[] {
  const byYear = new Map<number, Set<string>>();
  const all = new Set<string>();
  for (const row of rows) {
    const set = byYear.get(row.year) ?? new Set<string>();
    set.add(pick(row));
    byYear.set(row.year, set);
    all.add(pick(row));
  }
  return (year) => [...(year === undefined ? all : (byYear.get(year) ?? []))];
}

function union<T>(a: Iterable<T>, b: Iterable<T> | undefined): T[] {
  return [...new Set([...a, ...(b ?? [])])];
}

export function checkYear(region: RegionConfig, year: number, known: KnownValues = {}): void {
  const years = union(region.years, known.years).sort((a, b) => a - b);
  if (!years.includes(year)) throw fieldError('year', `没有${year}年的数据（可选：${years.join('、')}）`);
}

/** A category of `year` (or of any year when none is given). */
export function checkCategory(
  region: RegionConfig,
  year: number | undefined,
  category: string,
  known: KnownValues = {},
): void {
  const ofRegion =
    year === undefined
      ? region.years.flatMap((y) => categoriesOf(region, y).map((c) => c.name))
      : categoriesOf(region, year).map((c) => c.name);
  const categories = union(ofRegion, known.categories?.(year));
  if (!categories.includes(category)) {
    const when = year === undefined ? '' : `${year}年`;
    throw fieldError('category', `${when}没有科类“${category}”（可选：${categories.join('、')}）`);
  }
}

/** A batch (or score line name) of `year`, or of any year. */
export function checkBatch(
  region: RegionConfig,
  year: number | undefined,
  batch: string,
  known: KnownValues = {},
  lines = false,
): void {
  const years = year === undefined ? region.years : [year];
  const ofRegion = years.flatMap((y) =>
    lines ? scoreLinesOf(region, y).map((l) => l.name) : batchesOf(region, y).map((b) => b.name),
  );
  const batches = union(ofRegion, known.batches?.(year));
  if (!batches.includes(batch)) {
    const when = year === undefined ? '' : `${year}年`;
    const what = lines ? '分数线' : '批次';
    throw fieldError('batch', `${when}没有${what}“${batch}”（可选：${batches.join('、')}）`);
  }
}
