/**
 * Reading the shipped data files of `libs/dataset/data`: where they are, how a CSV of them is read, and the
 * error every loader throws when a file is missing or corrupt (in Chinese, naming the file and the line), so a
 * damaged data set stops the server at start instead of seeding half a table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import * as z from 'zod';

// Same locale as @zhiyuan/contracts: zod's generic messages must be Chinese in our errors too.
z.config(z.locales.zhCN());

/** The package's own data folder (`libs/dataset/data`). Loaders accept another folder for tests. */
export const DEFAULT_DATA_DIR: string = join(import.meta.dirname, '..', 'data');

/** A shipped data file is missing or does not have the expected content. */
export class DatasetFileError extends Error {
  /** Path of the file relative to the data folder, e.g. `moe_universities_2026/moe_regular_hei_2026.csv`. */
  readonly file: string;
  /** 1-based line of the file (the header is line 1), or null for a whole-file problem. */
  readonly line: number | null;

  constructor(file: string, line: number | null, reason: string) {
    super(`数据文件 ${file}${line === null ? '' : ` 第 ${line} 行`}：${reason}`);
    this.name = 'DatasetFileError';
    this.file = file;
    this.line = line;
  }
}

/** Reads a data file as UTF-8 text without its byte-order mark. */
export function readDataText(dataDir: string, file: string): string {
  let text: string;
  try {
    text = readFileSync(join(dataDir, file), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? '文件不存在' : '无法读取';
    throw new DatasetFileError(file, null, reason);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Reads and parses a JSON data file, validating it with `schema`. */
export function readDataJson<T>(dataDir: string, file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readDataText(dataDir, file));
  } catch (error) {
    if (error instanceof DatasetFileError) throw error;
    throw new DatasetFileError(file, null, `不是有效的 JSON（${(error as Error).message}）`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new DatasetFileError(file, null, describeIssue(parsed.error));
  return parsed.data;
}

/**
 * Reads a CSV data file with a header row and validates each record with `schema` (an object schema over the
 * header's column names). The result keeps each record's line number for later cross-checks.
 */
export function readDataCsv<T>(
  dataDir: string,
  file: string,
  columns: readonly string[],
  schema: z.ZodType<T>,
): { line: number; value: T }[] {
  const text = readDataText(dataDir, file);
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  if (!header) throw new DatasetFileError(file, null, '文件为空');
  const missing = columns.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new DatasetFileError(file, 1, `缺少列：${missing.join('、')}`);
  const rows: { line: number; value: T }[] = [];
  records.forEach((cells, index) => {
    const line = index + 2;
    if (cells.length === 1 && cells[0] === '') return;
    if (cells.length !== header.length) {
      throw new DatasetFileError(file, line, `应有 ${header.length} 列，实际 ${cells.length} 列`);
    }
    const record: Record<string, string> = {};
    header.forEach((column, i) => {
      record[column] = cells[i] ?? '';
    });
    const result = schema.safeParse(record);
    if (!result.success) throw new DatasetFileError(file, line, describeIssue(result.error));
    rows.push({ line, value: result.data });
  });
  return rows;
}

/** The first zod issue as "「列」原因". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '内容无效';
  const where = issue.path.length > 0 ? `「${issue.path.join('.')}」` : '';
  return `${where}${issue.message}`;
}

/** Memoises a loader per data folder: the files do not change while the process runs. */
export function memoByDir<T>(load: (dataDir: string) => T): (dataDir?: string) => T {
  const cache = new Map<string, T>();
  return (dataDir = DEFAULT_DATA_DIR) => {
    let value = cache.get(dataDir);
    if (value === undefined) {
      value = load(dataDir);
      cache.set(dataDir, value);
    }
    return value;
  };
}
