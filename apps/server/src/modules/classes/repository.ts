// The classes and class_members tables: the only code that reads or writes them. A student is in one class at
// a time (class_members is keyed by the student); join codes are unique and drawn at random.
import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@zhiyuan/contracts';
import type { ClassesTable, DB, Db } from '../../db/schema.ts';

export type ClassRecord = Selectable<ClassesTable>;

/** A fresh join code: 8 characters of 31, about 2^40 codes. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * Runs `write` with a code no class holds. Codes are drawn from about 2^40, so a clash is as good as
 * impossible; two writers drawing the same one at the same instant would meet the unique index, whose error
 * rolls the write back whole (the caller answers it).
 */
async function withFreshCode<T>(on: Db, write: (code: string) => Promise<T>): Promise<T> {
  let code = newJoinCode();
  while (await on.selectFrom('classes').select('id').where('join_code', '=', code).executeTakeFirst()) {
    code = newJoinCode();
  }
  return write(code);
}

export function createClassStore(db: Kysely<DB>) {
  return {
    find: (id: number): Promise<ClassRecord | undefined> =>
      db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst(),

    findByCode: (code: string): Promise<ClassRecord | undefined> =>
      db.selectFrom('classes').selectAll().where('join_code', '=', code).executeTakeFirst(),

    /** Every class, or a teacher's, newest graduation year first. */
    list(teacherId: number | null): Promise<ClassRecord[]> {
      let query = db.selectFrom('classes').selectAll();
      if (teacherId !== null) query = query.where('teacher_id', '=', teacherId);
      return query.orderBy('graduation_year', 'desc').orderBy('name').orderBy('id').execute();
    },

    /** Students per class. */
    async counts(classIds: readonly number[]): Promise<Map<number, number>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('class_members')
        .select(['class_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('class_id', 'in', [...classIds])
        .groupBy('class_id')
        .execute();
      return new Map(rows.map((r) => [r.class_id, Number(r.n)]));
    },

    create: (trx: Db, fields: { name: string; graduationYear: number; teacherId: number }, at: number) =>
      withFreshCode(trx, async (code) => {
        const row = await trx
          .insertInto('classes')
          .values({
            name: fields.name,
            graduation_year: fields.graduationYear,
            teacher_id: fields.teacherId,
            join_code: code,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),

    update: async (
      trx: Db,
      id: number,
      fields: { name: string; graduationYear: number; teacherId: number },
      at: number,
    ) => {
      await trx
        .updateTable('classes')
        .set({
          name: fields.name,
          graduation_year: fields.graduationYear,
          teacher_id: fields.teacherId,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    regenerateCode: (trx: Db, id: number, at: number) =>
      withFreshCode(trx, async (code) => {
        await trx
          .updateTable('classes')
          .set({ join_code: code, updated_at: at })
          .where('id', '=', id)
          .execute();
        return code;
      }),

    /** The class's students, earliest joined first. */
    members: (classId: number) =>
      db
        .selectFrom('class_members')
        .select(['user_id', 'joined_at'])
        .where('class_id', '=', classId)
        .orderBy('joined_at')
        .orderBy('user_id')
        .execute(),

    membershipOf: (userId: number) =>
      db.selectFrom('class_members').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /**
     * Puts the student in the class, out of any other (one class at a time): one upsert on the student's key,
     * so two joins arriving together leave one membership, never an error.
     */
    join: async (trx: Db, userId: number, classId: number, at: number) => {
      await trx
        .insertInto('class_members')
        .values({ user_id: userId, class_id: classId, joined_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ class_id: classId, joined_at: at }))
        .execute();
    },

    /** Takes the student out of the class; false when they were not in it. */
    remove: async (trx: Db, userId: number, classId: number): Promise<boolean> => {
      const result = await trx
        .deleteFrom('class_members')
        .where('user_id', '=', userId)
        .where('class_id', '=', classId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ClassStore = ReturnType<typeof createClassStore>;
