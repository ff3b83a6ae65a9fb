// The carousel_items table: the only code that reads or writes it (its sample items come with migration
// 0005). The order is `sort_order` (then id); the back office's writes run in the caller's transaction.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CarouselItemsTable, DB, Db } from '../../db/schema.ts';

export type CarouselRecord = Selectable<CarouselItemsTable>;

/** The enabled items in their order. */
export function listEnabledItems(
  db: Kysely<DB>,
): Promise<{ image_url: string; url: string; title: string }[]> {
  return db
    .selectFrom('carousel_items')
    .select(['image_url', 'url', 'title'])
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Every item in its order. */
export function listAllItems(db: Db): Promise<CarouselRecord[]> {
  return db.selectFrom('carousel_items').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findItem(db: Db, id: number): Promise<CarouselRecord | undefined> {
  return db.selectFrom('carousel_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface CarouselFields {
  title: string;
  url: string;
  enabled: boolean;
  /** Absent on a change: the picture stays. */
  imageUrl?: string | undefined;
}

/** Adds an item at the end of the order; its id. */
export async function insertItem(
  trx: Transaction<DB>,
  fields: CarouselFields & { imageUrl: string },
  now: number,
): Promise<number> {
  const last = await trx
    .selectFrom('carousel_items')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  const row = await trx
    .insertInto('carousel_items')
    .values({
      title: fields.title,
      image_url: fields.imageUrl,
      url: fields.url,
      enabled: fields.enabled ? 1 : 0,
      sort_order: Number(last?.max ?? 0) + 10,
      is_sample: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an item (a sample becomes the school's own). */
export async function updateItem(trx: Transaction<DB>, id: number, fields: CarouselFields, now: number) {
  await trx
    .updateTable('carousel_items')
    .set({
      title: fields.title,
      url: fields.url,
      enabled: fields.enabled ? 1 : 0,
      ...(fields.imageUrl === undefined ? {} : { image_url: fields.imageUrl }),
      is_sample: 0,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Puts the items in the order of `ids` (every item's id, once each). */
export async function reorderItems(trx: Transaction<DB>, ids: readonly number[], now: number): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await trx
      .updateTable('carousel_items')
      .set({ sort_order: (index + 1) * 10, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}

export async function deleteItem(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom('carousel_items').where('id', '=', id).execute();
}
