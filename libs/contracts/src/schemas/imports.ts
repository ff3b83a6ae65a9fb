/**
 * Data imports of the back office: the kinds of files, their templates (downloaded as files), and the
 * report of an upload — every bad row with its line, column and reason, and what was written (nothing at all
 * when any row is bad). docs/data-import.md describes the columns.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { readImportDecisions } from './import-decisions.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { booleanParam, queryObject } from './query.ts';

export const IMPORT_KINDS = [
  'colleges',
  'majors',
  'score-lines',
  'rank-table',
  'admission-records',
  'admission-plans',
  'high-schools',
] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];
export const importKindParam = labelled('导入类型', z.enum(IMPORT_KINDS, { error: M.importKindInvalid }));

/** Largest file an upload accepts. */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** The most row problems an upload's report lists (`errorCount` counts them all). */
export const IMPORT_REPORT_MAX_ERRORS = 2000;

/** A column of an import template. */
export const importColumnSchema = z.object({
  header: z.string(),
  /** 必填, or one of a group of which at least one is needed (二选一), or 选填. */
  required: z.enum(['必填', '二选一', '选填']),
  note: z.string(),
  /** Other headers accepted (Chinese variants and English keys). */
  aliases: z.array(z.string()),
});

/** `GET /api/import/kinds` → every kind with its columns. */
export const importKindsData = z.array(
  z.object({ kind: importKindParam, label: z.string(), columns: z.array(importColumnSchema) }),
);
export type ImportKinds = z.output<typeof importKindsData>;

/** `GET /api/import/template` query. */
export const importTemplateQuery = queryObject({
  kind: importKindParam,
  format: z.enum(['csv', 'xlsx'], { error: M.templateFormatInvalid }).default('xlsx'),
});
export type ImportTemplateQuery = z.input<typeof importTemplateQuery>;

const isAsyncIterable = (value: unknown): value is AsyncIterable<Uint8Array> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * A file a download call answers with (the server sends the bytes, not an envelope): the whole content, or
 * chunks the server streams as they are produced; `headers` are extra response headers.
 */
export const fileDownloadSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  content: z.union([z.instanceof(Uint8Array), z.custom<AsyncIterable<Uint8Array>>(isAsyncIterable)]),
  headers: z.record(z.string(), z.string()).optional(),
});
export type FileDownload = z.output<typeof fileDownloadSchema>;

/** The most characters of the decisions an upload accepts. */
export const IMPORT_DECISIONS_MAX = 20_000;

/** `POST /api/import/upload` query; the file travels as the multipart field `file`. */
export const importUploadQuery = queryObject({
  kind: importKindParam,
  /** Validate and report only, write nothing. */
  dryRun: booleanParam(M.dryRunInvalid).default(false),
  /**
   * Decisions for the universities the dry run could not match, one a line or separated by ;:
   * `招生代码或校名=学校标识码` or `招生代码或校名=跳过` (the rows are then left out).
   */
  decisions: labelled(
    '院校决定',
    z
      .string()
      .max(IMPORT_DECISIONS_MAX, '院校决定不能超过 20000 个字符')
      .check((ctx) => {
        // Checked before the file is read, so a mistyped decision is named at once.
        const [first] = readImportDecisions(ctx.value).errors;
        if (first) ctx.issues.push({ code: 'custom', message: first, input: ctx.value });
      }),
  ).optional(),
});
export type ImportUploadQuery = z.input<typeof importUploadQuery>;

/** One problem: `line` null for the whole file, `column` null for the whole row. */
export const importIssueSchema = z.object({
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssueItem = z.output<typeof importIssueSchema>;

/** A university of a file that no rule matched: its 招生代码 or name, where it is, the closest schools. */
export const importUnmatchedCollegeSchema = z.object({
  /** What a decision names it by: the 招生代码, or the name when the row has none. */
  key: z.string(),
  enrollmentCode: z.string().nullable(),
  name: z.string(),
  rows: z.number().int(),
  /** The first lines naming it (at most 5). */
  lines: z.array(z.number().int()),
  candidates: z.array(z.object({ code: z.string(), name: z.string(), score: z.number() })),
});
export type ImportUnmatchedCollege = z.output<typeof importUnmatchedCollegeSchema>;

/**
 * What the report of every uploaded table file holds (a data import's, a class roster's or scores'): how the
 * file was read, every problem, and whether it was written.
 */
export const uploadReportHead = {
  fileName: z.string().nullable(),
  format: z.enum(['csv', 'xlsx']),
  /** The CSV's detected encoding (null for XLSX). */
  encoding: z.string().nullable(),
  totalRows: z.number().int(),
  /** Every problem found (a data import's list below may be cut at 2,000). */
  errorCount: z.number().int(),
  errors: z.array(importIssueSchema),
  /**
   * How the file was read where it is not in the template's form: columns taken from its title or name, an
   * exam authority's notations (683以上, a 5-digit 院校代码), rows with nothing to import; each with its lines.
   */
  notes: z.array(z.string()),
  dryRun: z.boolean(),
  /** True when the rows were written (no problem, not a dry run); nothing is written when any row is bad. */
  written: z.boolean(),
};
export type UploadReportHead = z.output<z.ZodObject<typeof uploadReportHead>>;

export const importReportSchema = z.object({
  kind: importKindParam,
  label: z.string(),
  ...uploadReportHead,
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /**
   * Rows deleted because the file replaces them: the sample rows of the same years, categories and
   * provinces, and for a rank table the lines of that table missing from the file.
   */
  removed: z.number().int(),
  /** Universities no rule matched (admission records and plans); nothing is written while any is left. */
  unmatched: z.array(importUnmatchedCollegeSchema),
  /** Rows left out by a `跳过` decision. */
  skipped: z.number().int(),
  durationMs: z.number().int(),
});
export type ImportReport = z.output<typeof importReportSchema>;

/** The report's one-line summary, as the upload answers it, the CLI prints it and the back office shows it. */
export function importSummary(report: {
  errorCount: number;
  dryRun: boolean;
  written: boolean;
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}): string {
  if (report.errorCount > 0) return `校验未通过：共 ${report.errorCount} 处问题，未写入任何数据`;
  const counts = `新增 ${report.inserted} 条，更新 ${report.updated} 条，未变 ${report.unchanged} 条，替换示例数据 ${report.removed} 条`;
  if (report.dryRun) return `校验通过（试运行，未写入）：将${counts}`;
  return `导入完成：${counts}`;
}
