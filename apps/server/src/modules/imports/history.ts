// 导入记录: the runs of the import_runs log a page at a time, newest first, each with whether it can be undone
// (the last import of its kind that wrote data, not undone, of a kind whose rows can be put back).
import { type ImportHistory, type ImportRunItem, UNDOABLE_IMPORT_KINDS } from '@zhiyuan/contracts';
import { IMPORT_KIND_LABELS, type ImportKind } from '@zhiyuan/dataset';
import type { Db } from '../../db/schema.ts';
import { isoTime } from '../../lib/time.ts';
import { lastWrittenRunId } from './runs.ts';

export interface ImportHistoryFilter {
  kind?: ImportKind | undefined;
  page: number;
  pageSize: number;
}

const undoableKinds: readonly string[] = UNDOABLE_IMPORT_KINDS;

export async function listImportRuns(db: Db, filter: ImportHistoryFilter): Promise<ImportHistory> {
  let base = db.selectFrom('import_runs');
  if (filter.kind) base = base.where('kind', '=', filter.kind);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'id',
      'kind',
      'file_name',
      'format',
      'total_rows',
      'error_count',
      'written',
      'inserted',
      'updated',
      'removed',
      'user_name',
      'created_at',
      'undone_at',
      'undone_by',
    ])
    .select((eb) => eb('undo_data', 'is not', null).as('has_undo'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const latest = new Map<string, number | null>();
  for (const kind of new Set(rows.map((r) => r.kind))) latest.set(kind, await lastWrittenRunId(db, kind));
  const items = rows.map((r): ImportRunItem => ({
    id: r.id,
    kind: r.kind as ImportKind,
    label: IMPORT_KIND_LABELS[r.kind as ImportKind] ?? r.kind,
    fileName: r.file_name,
    format: r.format === 'xlsx' ? 'xlsx' : 'csv',
    totalRows: r.total_rows,
    errorCount: r.error_count,
    written: r.written === 1,
    inserted: r.inserted,
    updated: r.updated,
    removed: r.removed,
    userName: r.user_name,
    at: isoTime(Number(r.created_at)),
    undoable:
      undoableKinds.includes(r.kind) &&
      Boolean(r.has_undo) &&
      latest.get(r.kind) === r.id &&
      r.undone_at === null,
    undoneAt: r.undone_at === null ? null : isoTime(Number(r.undone_at)),
    undoneBy: r.undone_by,
  }));
  return { total: Number(total.n), items };
}
