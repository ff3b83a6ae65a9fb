// The import_runs table: the log of every import that was not a dry run (who, what file, what it did).
import type { Kysely } from 'kysely';
import type { ImportReport } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';

export async function recordImportRun(
  db: Kysely<DB>,
  report: ImportReport,
  userId: number | null,
  now: number,
): Promise<void> {
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
      user_id: userId,
      duration_ms: report.durationMs,
      created_at: now,
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

/** The last import of each kind that wrote data, newest first. */
export async function lastImportRuns(db: Kysely<DB>): Promise<ImportRun[]> {
  const rows = await db
    .selectFrom('import_runs')
    .select(['kind', 'file_name', 'total_rows', 'created_at'])
    .where('written', '=', 1)
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
