// The high_schools table. The students module checks a chosen school through `isSelectableHighSchool`.
import type { Kysely } from 'kysely';
import type { HighSchool } from '@zhiyuan/contracts';
import { isStorableId } from '../../db/errors.ts';
import type { DB } from '../../db/schema.ts';

/** Whether `id` is a school a student may choose (it exists and is enabled). */
export async function isSelectableHighSchool(db: Kysely<DB>, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const row = await db
    .selectFrom('high_schools')
    .select('id')
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listHighSchools(db: Kysely<DB>): Promise<HighSchool[]> {
  return db
    .selectFrom('high_schools')
    .select(['id', 'name', 'city', 'district'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
