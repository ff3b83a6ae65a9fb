// High schools: the public list the student profile picks from, and staff's editing of it.
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@zhiyuan/contracts';
import { isStorableId, isUniqueViolation } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { insertHighSchool, listHighSchools, updateHighSchool } from './repository.ts';

export const HIGH_SCHOOL_MESSAGES = {
  notFound: '该高中不存在',
  duplicate: '已有同名高中',
} as const;

export function highSchoolHandlers(
  db: Kysely<DB>,
  now: Clock,
): Pick<CallHandlers, 'getHighSchools' | 'saveHighSchool'> {
  return {
    getHighSchools: async () => listHighSchools(db),

    saveHighSchool: async ({ input, audit }) => {
      const { id, ...fields } = input;
      if (id !== undefined && !isStorableId(id))
        throw new AppError(ERROR_CODES.notFound, HIGH_SCHOOL_MESSAGES.notFound);
      try {
        return await db.transaction().execute(async (trx) => {
          if (id === undefined) {
            const row = await insertHighSchool(trx, fields, now());
            await audit(trx, {
              targetType: 'highSchool',
              targetId: row.id,
              summary: `新增高中：${row.name}`,
            });
            return row;
          }
          const changed = await updateHighSchool(trx, id, fields, now());
          if (!changed) throw new AppError(ERROR_CODES.notFound, HIGH_SCHOOL_MESSAGES.notFound);
          await audit(trx, {
            targetType: 'highSchool',
            targetId: id,
            summary: `修改高中：${changed.after.name}`,
            before: changed.before,
            after: changed.after,
          });
          return changed.after;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(ERROR_CODES.conflict, HIGH_SCHOOL_MESSAGES.duplicate);
        throw error;
      }
    },
  };
}
