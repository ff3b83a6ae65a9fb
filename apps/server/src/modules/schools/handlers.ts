// High schools: the public list the student profile picks from, and staff's editing of it.
import { ERROR_CODES } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { AppError } from '../../http/app-error.ts';
import { isStorableId, isUniqueViolation } from '../../db/errors.ts';
import type { Services } from '../../services.ts';
import { listHighSchools } from './repository.ts';

export const SCHOOL_MESSAGES = {
  notFound: '该高中不存在',
  duplicate: '已有同名高中',
} as const;

export function schoolHandlers(s: Services): Pick<CallHandlers, 'getHighSchools' | 'saveHighSchool'> {
  return {
    getHighSchools: async () => listHighSchools(s.db),

    saveHighSchool: async ({ input }) => {
      const t = s.now();
      const { id, ...fields } = input;
      try {
        if (id === undefined) {
          const last = await s.db
            .selectFrom('high_schools')
            .select((eb) => eb.fn.max('sort_order').as('max'))
            .executeTakeFirst();
          const row = await s.db
            .insertInto('high_schools')
            .values({
              ...fields,
              sort_order: Number(last?.max ?? 0) + 10,
              is_sample: 0,
              enabled: 1,
              created_at: t,
              updated_at: t,
            })
            .returning(['id', 'name', 'city', 'district'])
            .executeTakeFirstOrThrow();
          return row;
        }
        if (!isStorableId(id)) throw new AppError(ERROR_CODES.notFound, SCHOOL_MESSAGES.notFound);
        const row = await s.db
          .updateTable('high_schools')
          .set({ ...fields, updated_at: t })
          .where('id', '=', id)
          .returning(['id', 'name', 'city', 'district'])
          .executeTakeFirst();
        if (!row) throw new AppError(ERROR_CODES.notFound, SCHOOL_MESSAGES.notFound);
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ERROR_CODES.conflict, SCHOOL_MESSAGES.duplicate);
        throw error;
      }
    },
  };
}
