// 填报日程: the key_dates table and its calls — the public list (by time) and the back office's save and
// remove, each write one transaction with its audit entry.
import type { Kysely, Selectable } from 'kysely';
import { ERROR_CODES, keyDateMoment, type KeyDate, type KeyDateKind } from '@zhiyuan/contracts';
import { isStorableId } from '../../db/errors.ts';
import type { DB, KeyDatesTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import { isoTime, type Clock } from '../../lib/time.ts';

export type KeyDateCalls = 'listKeyDates' | 'saveKeyDate' | 'removeKeyDate';

const MESSAGES = {
  notFound: '日期不存在',
  saved: '已保存，网站立即显示',
  removed: '已删除',
} as const;

const keyDateOf = (row: Selectable<KeyDatesTable>): KeyDate => ({
  id: row.id,
  name: row.name,
  kind: row.kind as KeyDateKind,
  at: isoTime(row.at),
  note: row.note,
});

export function keyDateHandlers({
  db,
  now,
}: {
  db: Kysely<DB>;
  now: Clock;
}): Pick<CallHandlers, KeyDateCalls> {
  const notFound = () => new AppError(ERROR_CODES.notFound, MESSAGES.notFound);
  const find = (id: number) => db.selectFrom('key_dates').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    listKeyDates: async () =>
      (await db.selectFrom('key_dates').selectAll().orderBy('at').orderBy('id').execute()).map(keyDateOf),

    saveKeyDate: async ({ input, audit, setMessage }) => {
      const fields = { name: input.name, kind: input.kind, at: keyDateMoment(input.at), note: input.note };
      const before =
        input.id === undefined ? undefined : isStorableId(input.id) ? await find(input.id) : undefined;
      if (input.id !== undefined && !before) throw notFound();
      const id = await db.transaction().execute(async (trx) => {
        const t = now();
        let saved: number;
        if (before) {
          await trx
            .updateTable('key_dates')
            .set({ ...fields, updated_at: t })
            .where('id', '=', before.id)
            .execute();
          saved = before.id;
        } else {
          const row = await trx
            .insertInto('key_dates')
            .values({ ...fields, created_at: t, updated_at: t })
            .returning('id')
            .executeTakeFirstOrThrow();
          saved = row.id;
        }
        await audit(trx, {
          targetType: 'keyDate',
          targetId: saved,
          summary: `${before ? '修改' : '新增'}填报日程：${fields.name}（${input.at}）`,
          ...(before ? { before: keyDateOf(before) } : {}),
          after: { ...fields, at: input.at },
        });
        return saved;
      });
      setMessage(MESSAGES.saved);
      const row = await find(id);
      if (!row) throw notFound();
      return keyDateOf(row);
    },

    removeKeyDate: async ({ input, audit, setMessage }) => {
      const row = isStorableId(input.id) ? await find(input.id) : undefined;
      if (!row) throw notFound();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('key_dates').where('id', '=', row.id).execute();
        await audit(trx, { targetType: 'keyDate', targetId: row.id, summary: `删除填报日程：${row.name}` });
      });
      setMessage(MESSAGES.removed);
    },
  };
}
