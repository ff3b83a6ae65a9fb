/**
 * The history of the back office's data imports (every upload that was not a dry run: who, when, which file,
 * which kind, what it wrote) and the undo of the last import of a kind that wrote data.
 */
import * as z from 'zod';
import { importKindParam } from './imports.ts';
import { idField, pageOf, pageParams, queryObject } from './query.ts';

/**
 * The kinds whose import can be undone: the four admission data tables, whose rows nothing else points at.
 * Imports of universities, majors and high schools cannot: students' information, 志愿表 and admission rows
 * refer to what they wrote.
 */
export const UNDOABLE_IMPORT_KINDS = [
  'score-lines',
  'rank-table',
  'admission-records',
  'admission-plans',
] as const;

/** `GET /api/admin/import/history` query: one kind or all, a page at a time (newest first). */
export const importHistoryQuery = queryObject({
  kind: importKindParam.optional(),
  ...pageParams,
});
export type ImportHistoryQuery = z.input<typeof importHistoryQuery>;

/** One import (ISO 8601 times). */
export const importRunSchema = z.object({
  id: z.number().int(),
  kind: importKindParam,
  label: z.string(),
  fileName: z.string().nullable(),
  format: z.enum(['csv', 'xlsx']),
  totalRows: z.number().int(),
  errorCount: z.number().int(),
  /** Whether it wrote data (false: the file had problems and nothing was written). */
  written: z.boolean(),
  inserted: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  /** Who imported it (null for the command line). */
  userName: z.string().nullable(),
  at: z.string(),
  /** Whether it is the last import of its kind that wrote data, not undone yet, of a kind that can be undone. */
  undoable: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type ImportRunItem = z.output<typeof importRunSchema>;
export const importHistoryData = pageOf(importRunSchema);
export type ImportHistory = z.output<typeof importHistoryData>;

/** `POST /api/admin/import/undo` body. */
export const importUndoBody = z.object({ id: idField() });
export type ImportUndoBody = z.input<typeof importUndoBody>;

/** What an undo did: the rows of the import's years, provinces and categories put back as they were before it. */
export const importUndoData = z.object({
  kind: importKindParam,
  label: z.string(),
  /** Rows taken out (what the import had left there). */
  removed: z.number().int(),
  /** Rows put back (what was there before the import). */
  restored: z.number().int(),
});
export type ImportUndo = z.output<typeof importUndoData>;
