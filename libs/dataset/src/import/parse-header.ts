/**
 * The header of an import file: where it is (an authority's title may stand above it), which of the kind's
 * columns it names, and what its title or its name states for the columns it lacks (年份, 科类, 批次).
 */
import type { RegionConfig } from '../region.ts';
import type { ColumnSpec, KindSpec } from './kinds.ts';
import { STATED_COLUMNS, statedFacts, type StatedFact } from './stated-facts.ts';
import type { ImportIssue } from './values.ts';

/** A table read from a file: its header cells and its data rows with their line numbers. */
export interface RawTable {
  header: string[];
  headerLine: number;
  rows: { line: number; cells: string[] }[];
}

const headerKey = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s_\-*:：]/g, '')
    .toLowerCase();

/** Every header text and alias of the kind's columns, normalised, to its column. */
export function columnsByAlias(spec: KindSpec<unknown, string>): Map<string, ColumnSpec> {
  const byAlias = new Map<string, ColumnSpec>();
  for (const column of spec.columns) {
    for (const name of [column.header, column.key, ...column.aliases]) byAlias.set(headerKey(name), column);
  }
  return byAlias;
}

/**
 * The header is the first of the first ten lines that names at least two of the kind's columns; lines above
 * it holding a cell or two (an authority's title, 广东省2023年本科普通类（物理）投档情况, or a note) are its title.
 * Anything else keeps the first line as the header, and its errors say what is missing.
 */
export function findHeader(
  table: RawTable,
  byAlias: ReadonlyMap<string, ColumnSpec>,
): { table: RawTable; title: string | null } {
  const lines = [{ line: table.headerLine, cells: table.header }, ...table.rows];
  const names = (cells: readonly string[]) =>
    new Set(cells.map((c) => byAlias.get(headerKey(c))).filter(Boolean)).size;
  const at = lines.slice(0, 10).findIndex((l) => names(l.cells) >= 2);
  const above = lines.slice(0, Math.max(at, 0));
  const titleLike = above.every((l) => l.cells.filter((c) => c.trim() !== '').length <= 2);
  const header = lines[at];
  if (at <= 0 || !titleLike || !header) return { table, title: null };
  return {
    table: { header: header.cells, headerLine: header.line, rows: lines.slice(at + 1) },
    title: above.flatMap((l) => l.cells.filter((c) => c.trim() !== '')).join(' '),
  };
}

/** Maps the file's header cells to column keys; problems are file-level. */
export function mapHeader(
  table: RawTable,
  spec: KindSpec<unknown, string>,
  byAlias: ReadonlyMap<string, ColumnSpec>,
  stated: { title: string | null; fileName: string | null; region: RegionConfig },
): {
  indexByKey: Map<string, number>;
  headers: Map<string, string>;
  fromStated: Map<string, StatedFact & { header: string }>;
  errors: ImportIssue[];
} {
  const indexByKey = new Map<string, number>();
  const headers = new Map<string, string>();
  const errors: ImportIssue[] = [];
  table.header.forEach((cell, index) => {
    const column = byAlias.get(headerKey(cell));
    if (!column) return;
    const earlier = headers.get(column.key);
    if (earlier !== undefined) {
      errors.push({
        line: table.headerLine,
        column: cell.trim(),
        message: `“${cell.trim()}”与“${earlier}”都表示${column.header}，请只保留一列`,
      });
      return;
    }
    indexByKey.set(column.key, index);
    headers.set(column.key, cell.trim());
  });
  // A column the file lacks may be stated by its title or its name (an exam authority's table: the year, the
  // track and the batch are in its title).
  const missing = spec.columns.filter(
    (c) => !indexByKey.has(c.key) && (STATED_COLUMNS as readonly string[]).includes(c.key),
  );
  const { facts, errors: conflicts } = statedFacts(missing, stated.title, stated.fileName, stated.region);
  errors.push(...conflicts);
  const fromStated = new Map<string, StatedFact & { header: string }>();
  for (const column of missing) {
    const fact = facts.get(column.key);
    if (fact) fromStated.set(column.key, { ...fact, header: column.header });
  }
  const statable = stated.title !== null || stated.fileName !== null;
  for (const column of spec.columns) {
    if (!column.required || indexByKey.has(column.key) || fromStated.has(column.key)) continue;
    if (conflicts.some((e) => e.column === column.header)) continue;
    const nameable = statable && (STATED_COLUMNS as readonly string[]).includes(column.key);
    errors.push({
      line: null,
      column: column.header,
      message: `缺少必填列“${column.header}”${nameable ? '，标题和文件名中也没有写明' : ''}`,
    });
  }
  for (const group of spec.oneOf ?? []) {
    if (!group.some((key) => indexByKey.has(key))) {
      const names = group.map((key) => spec.columns.find((c) => c.key === key)?.header ?? key);
      errors.push({
        line: null,
        column: names.join('/'),
        message: `缺少列：${names.join('、')}至少需要一列`,
      });
    }
  }
  return { indexByKey, headers, fromStated, errors };
}
