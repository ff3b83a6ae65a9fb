// The high_schools table: the only code that reads or writes it — the public list, staff's editing, and the
// imported lists (by name: a school already listed keeps its place and, for empty cells, its city and
// district).
import type { Insertable, Kysely } from 'kysely';
import type { HighSchool } from '@zhiyuan/contracts';
import type { HighSchoolRow } from '@zhiyuan/dataset';
import { countRows, upsertRows, type WriteCounts } from '../../db/bulk.ts';
import { isStorableId } from '../../db/errors.ts';
import type { DB, Db, HighSchoolsTable } from '../../db/schema.ts';

/** A school's editable fields. */
export interface HighSchoolFields {
  name: string;
  city: string;
  district: string;
}

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

/** The largest sort order so far (new schools go after it). */
async function lastSortOrder(db: Db): Promise<number> {
  const last = await db
    .selectFrom('high_schools')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  return Number(last?.max ?? 0);
}

/** Adds a school at the end of the list; a taken name throws the database's unique violation. */
export async function insertHighSchool(db: Db, fields: HighSchoolFields, now: number): Promise<HighSchool> {
  return db
    .insertInto('high_schools')
    .values({
      ...fields,
      sort_order: (await lastSortOrder(db)) + 10,
      is_sample: 0,
      enabled: 1,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'name', 'city', 'district'])
    .executeTakeFirstOrThrow();
}

/** Changes a school; undefined when there is no such school. */
export async function updateHighSchool(
  db: Db,
  id: number,
  fields: HighSchoolFields,
  now: number,
): Promise<{ before: HighSchool; after: HighSchool } | undefined> {
  const before = await db
    .selectFrom('high_schools')
    .select(['id', 'name', 'city', 'district'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return undefined;
  const after = await db
    .updateTable('high_schools')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .returning(['id', 'name', 'city', 'district'])
    .executeTakeFirstOrThrow();
  return { before, after };
}

/** Writes an imported list in the import's transaction. */
export async function importHighSchools(
  db: Db,
  rows: readonly HighSchoolRow[],
  now: number,
  onBatch?: (done: number) => void,
): Promise<WriteCounts> {
  const existing = new Map(
    (await db.selectFrom('high_schools').select(['name', 'city', 'district']).execute()).map((h) => [
      h.name,
      h,
    ]),
  );
  const list = rows.map((h) => {
    const old = existing.get(h.name);
    return old ? { ...h, city: h.city || old.city, district: h.district || old.district } : h;
  });
  const before = await countRows(db, 'high_schools');
  const base = await lastSortOrder(db);
  const schools: Insertable<HighSchoolsTable>[] = list.map((h, i) => ({
    name: h.name,
    city: h.city,
    district: h.district,
    sort_order: base + (i + 1) * 10,
    is_sample: 0,
    enabled: 1,
    created_at: now,
    updated_at: now,
  }));
  const changed = await upsertRows(
    db,
    'high_schools',
    schools,
    ['name'],
    ['city', 'district', 'is_sample', 'enabled'],
    { touch: { updated_at: now }, ...(onBatch ? { onBatch } : {}) },
  );
  return { changed, before, after: await countRows(db, 'high_schools'), removed: 0 };
}
