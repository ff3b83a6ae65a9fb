// The import_runs table: the log of every import that was not a dry run (who, what file, what it did), and for
// the last import of an admission data kind what its partitions held before it, so that it can be undone.
import type { Kysely } from 'kysely';
import type { ImportReport } from '@zhiyuan/contracts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB, Db } from '../../db/schema.ts';

/** Who ran an import (null: the command line). */
export interface ImportUser {
  id: number;
  name: string;
}

/**
 * Logs a run. With `undo` (a written import of an admission data kind) it becomes the one run of its kind
 * that keeps the rows to put back: the older runs of the kind drop theirs.
 */
export async function recordImportRun(
  db: Db,
  report: ImportReport,
  user: ImportUser | null,
  now: number,
  undo?: PartitionSnapshot,
): Promise<void> {
  if (undo) {
    await db
      .updateTable('import_runs')
      .set({ undo_data: null })
      .where('kind', '=', report.kind)
      .where('undo_data', 'is not', null)
      .execute();
  }
  await db
    .insertInto('import_runs')
    .values({
      kind: report.kind,
      file_name: report.fileName?.slice(0, 255) ?? null,
      format: report.format,
      total_rows: report.totalRows,
      error_count: report.errorCount,
      written: report.written ? 1 : 0,
      inserted: report.inserted,
      updated: report.updated,
      removed: report.removed,
      user_id: user?.id ?? null,
      user_name: user?.name.slice(0, 64) ?? null,
      duration_ms: report.durationMs,
      created_at: now,
      undo_data: undo ? JSON.stringify(undo) : null,
    })
    .execute();
}

/** An import that wrote data. */
export interface ImportRun {
  kind: string;
  fileName: string | null;
  rows: number;
  at: number;
}

/** The last import of each kind that wrote data and was not undone, newest first. */
export async function lastImportRuns(db: Kysely<DB>): Promise<ImportRun[]> {
  const rows = await db
    .selectFrom('import_runs')
    .select(['kind', 'file_name', 'total_rows', 'created_at'])
    .where('written', '=', 1)
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    if (seen.has(r.kind)) return [];
    seen.add(r.kind);
    return [{ kind: r.kind, fileName: r.file_name, rows: r.total_rows, at: r.created_at }];
  });
}

/** The id of the last run of `kind` that wrote data and was not undone. */
export async function lastWrittenRunId(db: Db, kind: string): Promise<number | null> {
  const row = await db
    .selectFrom('import_runs')
    .select('id')
    .where('kind', '=', kind)
    .where('written', '=', 1)
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
