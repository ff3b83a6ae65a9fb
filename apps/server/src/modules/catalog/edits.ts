// What staff change in the catalog (院校库, 专业库): a college's texts, website, type and logo, and a major's
// introduction, in the caller's transaction (with its audit entry). The catalog is held in memory per data
// version, so each edit bumps the version in the same transaction: other processes reload it at their next
// poll, and this one at once (the handlers drop its copies after the commit).
import type { Transaction } from 'kysely';
import { bumpDataVersion } from '../../data/cache.ts';
import type { DB, Db } from '../../db/schema.ts';

/** The columns a college edit may change. */
export type CollegeEdit = Partial<{
  intro: string | null;
  charter: string | null;
  website: string | null;
  type: string | null;
  type_source: 'derived' | 'staff';
  logo: string | null;
}>;

export function findCollegeRow(db: Db, id: number) {
  return db
    .selectFrom('colleges')
    .select(['id', 'name', 'department', 'intro', 'charter', 'website', 'type', 'type_source', 'logo'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateCollegeRow(
  trx: Transaction<DB>,
  id: number,
  edit: CollegeEdit,
  now: number,
): Promise<void> {
  await trx
    .updateTable('colleges')
    .set({ ...edit, updated_at: now })
    .where('id', '=', id)
    .execute();
  await bumpDataVersion(trx, now);
}

/** Sets a major's introduction in every edition that has its code; how many rows it changed. */
export async function updateMajorIntro(
  trx: Transaction<DB>,
  code: string,
  intro: string | null,
  now: number,
): Promise<number> {
  const result = await trx.updateTable('majors').set({ intro }).where('code', '=', code).executeTakeFirst();
  await bumpDataVersion(trx, now);
  return Number(result.numUpdatedRows);
}
