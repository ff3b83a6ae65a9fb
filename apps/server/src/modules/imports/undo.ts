// 撤销导入: puts back what the partitions (years, provinces, categories) of the last import of an admission data
// kind held before it, in one transaction with the audit entry. Only that import can be undone, and only once:
// the run is claimed with a guarded UPDATE first, so two undos at the same time cannot both run.
import type { Kysely, Transaction } from 'kysely';
import { ERROR_CODES, type ImportUndo } from '@zhiyuan/contracts';
import { IMPORT_KIND_LABELS, type ImportKind } from '@zhiyuan/dataset';
import { bumpDataVersion, type DataCache } from '../../data/cache.ts';
import type { PartitionSnapshot } from '../../db/partition-snapshots.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/time.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';
import { lastWrittenRunId } from './runs.ts';
import { restorerOf, type ImportWriters } from './writers.ts';

/** A refusal about the run as a whole (not about how its id was written). */
const refuse = (message: string) => new AppError(ERROR_CODES.badRequest, message);

export interface ImportUndoDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  writers: ImportWriters;
}

export async function undoImportRun(
  { db, cache, now, writers }: ImportUndoDeps,
  id: number,
  actorName: string,
  onUndone: (trx: Transaction<DB>, undo: ImportUndo) => Promise<void>,
): Promise<ImportUndo> {
  const result = await db.transaction().execute(async (trx) => {
    const run = await trx
      .selectFrom('import_runs')
      .select(['id', 'kind', 'undo_data', 'undone_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!run) throw new AppError(ERROR_CODES.notFound, M.runNotFound);
    const kind = run.kind as ImportKind;
    const label = IMPORT_KIND_LABELS[kind] ?? run.kind;
    const restorer = restorerOf(writers, kind);
    if (!restorer) throw refuse(M.notUndoable(label));
    if (run.undone_at !== null) throw refuse(M.alreadyUndone);
    if ((await lastWrittenRunId(trx, run.kind)) !== run.id) throw refuse(M.notLatest);
    if (run.undo_data === null) throw refuse(M.nothingSaved);
    const claimed = await trx
      .updateTable('import_runs')
      .set({ undone_at: now(), undone_by: actorName.slice(0, 64), undo_data: null })
      .where('id', '=', run.id)
      .where('undone_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw refuse(M.alreadyUndone);
    const snapshot = JSON.parse(run.undo_data) as PartitionSnapshot;
    const counts = await restorer.restoreRows(trx, snapshot);
    await bumpDataVersion(trx, now());
    const undo: ImportUndo = { kind, label, ...counts };
    await onUndone(trx, undo);
    return undo;
  });
  cache.invalidate();
  return result;
}
