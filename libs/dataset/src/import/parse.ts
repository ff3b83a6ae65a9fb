/**
 * Import-file parsing, pure: bytes in, typed rows and every problem out. Reads CSV (UTF-8 with or without
 * BOM, UTF-16 with BOM, or GBK) and XLSX (first worksheet), maps the header to the kind's columns, reads and
 * validates every row, then finds duplicate rows and the kind's cross-row problems. Nothing is written here:
 * the caller writes only when `errors` is empty.
 */
import Papa from 'papaparse';
import { INNER_MONGOLIA, type RegionConfig } from '../region.ts';
import { IMPORT_SPECS, type ImportKind, type ImportRowMap, type KindSpec } from './kinds.ts';
import { columnsByAlias, findHeader, mapHeader, type RawTable } from './parse-header.ts';
import { ImportFileError } from './import-file-error.ts';
import { statedNote } from './stated-facts.ts';
import { RowReader, type ImportIssue } from './values.ts';
import { readFirstSheet } from './xlsx-sheet.ts';

export type ImportFormat = 'csv' | 'xlsx';
export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'gbk';

export interface ImportResult<V> {
  kind: ImportKind;
  format: ImportFormat;
  /** The CSV's detected encoding (null for XLSX, or when it could not be decoded). */
  encoding: TextEncodingName | null;
  /** Data rows read (empty lines not counted). */
  totalRows: number;
  /** The rows without problems, with their line in the file (the header is line 1 in a CSV). */
  rows: { line: number; value: V }[];
  /** Every problem: file-level ones have `line` null; all rows are checked even after the first problem. */
  errors: ImportIssue[];
  /**
   * How the file was read where it is not in the template's form (columns taken from its name, an exam
   * authority's notations, rows with nothing to import), each once with its lines.
   */
  notes: string[];
}

export interface ParseOptions {
  /** Region whose years, categories and batches the rows are checked against (default Inner Mongolia). */
  region?: RegionConfig;
  /** The file's name: where it has no 年份, 科类 or 批次 column, its title or its name may state them. */
  fileName?: string | null;
  /** 当前年份 as the site has it set (the region's default otherwise): no row may be of a later year. */
  currentYear?: number;
}

export { ImportFileError };

/** Decodes CSV bytes: a BOM decides; else valid UTF-8 is UTF-8; else GBK; else a clear error. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const decode = (label: string, from = 0) =>
    new TextDecoder(label, { fatal: true }).decode(bytes.subarray(from));
  const [b0, b1, b2] = bytes;
  try {
    if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { text: decode('utf-8', 3), encoding: 'utf-8-bom' };
    if (b0 === 0xff && b1 === 0xfe) return { text: decode('utf-16le', 2), encoding: 'utf-16le' };
    if (b0 === 0xfe && b1 === 0xff) return { text: decode('utf-16be', 2), encoding: 'utf-16be' };
  } catch {
    throw new ImportFileError('文件开头标明了 Unicode 编码，但内容不是有效的该编码文本，请重新导出');
  }
  try {
    return { text: decode('utf-8'), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: Excel's “CSV” on Chinese Windows is GBK.
  }
  try {
    return { text: decode('gbk'), encoding: 'gbk' };
  } catch {
    throw new ImportFileError(
      '文件编码无法识别：请将 CSV 另存为 UTF-8 或 GBK（ANSI）编码，或直接上传 XLSX 文件',
    );
  }
}

/** The file's format from its first bytes (a .xlsx is a ZIP; an old .xls is refused). */
export function detectFormat(bytes: Uint8Array): ImportFormat {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'xlsx';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new ImportFileError('不支持旧版 Excel（.xls）文件，请另存为 .xlsx 或 CSV 后上传');
  }
  return 'csv';
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

function readCsv(text: string): RawTable {
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  const problems = parsed.errors.filter((e) => e.type === 'Quotes');
  let line = 1;
  const lines: { line: number; cells: string[] }[] = [];
  parsed.data.forEach((cells) => {
    lines.push({ line, cells });
    line += 1 + cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
  });
  if (problems.length > 0) {
    const at = problems[0]?.row;
    const where = at === undefined ? '' : `第 ${lines[at]?.line ?? at + 1} 行附近`;
    throw new ImportFileError(`CSV 格式错误：${where}引号不成对，请检查该行`);
  }
  const filled = lines.filter((l) => !isBlank(l.cells));
  // Excel's delimiter hint line ("sep=,") is not the header.
  if (filled[0]?.cells.length === 1 && /^sep=.$/i.test(filled[0].cells[0] ?? '')) filled.shift();
  return splitHeader(filled);
}

function splitHeader(lines: { line: number; cells: string[] }[]): RawTable {
  const [first, ...rows] = lines;
  if (!first) throw new ImportFileError('文件为空：没有表头和数据');
  return { header: first.cells, headerLine: first.line, rows };
}

async function readXlsx(bytes: Uint8Array): Promise<RawTable> {
  return splitHeader(await readFirstSheet(bytes));
}

/** A note with the lines it concerns (the first few, then how many in all). */
function noteWithLines(message: string, lines: readonly number[]): string {
  const shown = lines.slice(0, 5).join('、');
  return `${message}：第 ${shown} 行${lines.length > 5 ? `等 ${lines.length} 行` : ''}`;
}

function readRows<V>(
  raw: RawTable,
  spec: KindSpec<V, string>,
  region: RegionConfig,
  fileName: string | null,
): Omit<TableFileResult<V>, 'format' | 'encoding'> {
  const byAlias = columnsByAlias(spec as KindSpec<unknown, string>);
  const found = findHeader(raw, byAlias);
  const table = found.table;
  const header = mapHeader(table, spec as KindSpec<unknown, string>, byAlias, {
    title: found.title,
    fileName,
    region,
  });
  const base = { totalRows: table.rows.length, notes: [] as string[] };
  if (header.errors.length > 0) return { ...base, rows: [], errors: header.errors };
  if (table.rows.length === 0) {
    return { ...base, rows: [], errors: [{ line: null, column: null, message: '文件中没有数据行' }] };
  }
  const errors: ImportIssue[] = [];
  const rows: { line: number; value: V }[] = [];
  const firstLineByKey = new Map<string, number>();
  const noted = new Map<string, number[]>();
  // Appended in place: a note of every line of a 27,000-line plan must not copy its list each time.
  const addNote = (message: string, line: number) => {
    const lines = noted.get(message);
    if (lines) lines.push(line);
    else noted.set(message, [line]);
  };
  for (const { line, cells } of table.rows) {
    const values = new Map<string, string>();
    for (const [key, index] of header.indexByKey) values.set(key, cells[index] ?? '');
    for (const [key, taken] of header.fromStated) values.set(key, taken.value);
    const reader = new RowReader(line, values, header.headers);
    const value = spec.read(reader, region);
    if (reader.skipped !== null) {
      addNote(reader.skipped, line);
      continue;
    }
    if (reader.issues.length > 0) {
      errors.push(...reader.issues);
      continue;
    }
    for (const message of new Set(reader.notes)) addNote(message, line);
    const key = spec.key(value);
    const first = firstLineByKey.get(key);
    if (first !== undefined) {
      errors.push({ line, column: null, message: `与第 ${first} 行重复（同一条记录只能出现一次）` });
      continue;
    }
    firstLineByKey.set(key, line);
    rows.push({ line, value });
  }
  errors.push(...(spec.check?.(rows) ?? []));
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const notes = [
    ...(header.fromStated.size > 0 ? [statedNote(header.fromStated)] : []),
    ...[...noted].map(([message, lines]) => noteWithLines(message, lines)),
  ];
  return { ...base, rows, errors, notes };
}

/**
 * Parses an import file of `kind`. Never throws for a bad file: an unreadable file (encoding, format,
 * corrupt XLSX) comes back as a single file-level error.
 */
export async function parseImportFile<K extends ImportKind>(
  kind: K,
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<ImportResult<ImportRowMap[K]>> {
  const spec = IMPORT_SPECS[kind] as KindSpec<ImportRowMap[K]>;
  return { kind, ...(await parseTableFile(spec, bytes, options)) };
}

/** What {@link parseTableFile} reads: an import's result without its kind. */
export type TableFileResult<V> = Omit<ImportResult<V>, 'kind'>;

/**
 * Parses a table file by any spec (a data import's, or a class roster's): the same formats, the same XLSX
 * gate, the same header matching and row checks. Never throws for a bad file.
 */
export async function parseTableFile<V>(
  spec: KindSpec<V, string>,
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<TableFileResult<V>> {
  const base = options.region ?? INNER_MONGOLIA;
  const region = { ...base, currentYear: options.currentYear ?? base.currentYear };
  let format: ImportFormat = 'csv';
  let encoding: TextEncodingName | null = null;
  try {
    format = detectFormat(bytes);
    let table: RawTable;
    if (format === 'xlsx') table = await readXlsx(bytes);
    else {
      const decoded = decodeText(bytes);
      encoding = decoded.encoding;
      table = readCsv(decoded.text);
    }
    return { ...readRows(table, spec, region, options.fileName ?? null), format, encoding };
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    return {
      format,
      encoding,
      totalRows: 0,
      rows: [],
      errors: [{ line: null, column: null, message: error.message }],
      notes: [],
    };
  }
}
