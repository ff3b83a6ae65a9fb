// The back office's writes to news and articles: every one runs in the caller's transaction (with its audit
// entry). One function serves both tables: they share every column but the category (news) and the kind and
// target (articles), which the caller passes as `fields`.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContentTable } from './repository.ts';

/** What a save writes: the shared columns and the table's own (`category`, or `kind` and `target_code`). */
export interface ContentFields {
  title: string;
  summary: string;
  body: string;
  category?: string;
  kind?: string;
  target_code?: string | null;
}

/** A change of state: published or not, pinned, in the bin or not, first published at. */
export type StateChange = Partial<{
  status: string;
  pinned: number;
  deleted_at: number | null;
  published_at: number;
}>;

/** Adds a draft; its id. */
export async function insertContent(
  trx: Transaction<DB>,
  table: ContentTable,
  fields: ContentFields,
  by: number,
  now: number,
): Promise<number> {
  // Kysely cannot follow a table chosen at run time; the two tables share these columns.
  const row = await trx
    .insertInto(table as 'news')
    .values({
      ...fields,
      status: 'draft',
      pinned: 0,
      published_at: 0,
      sample: 0,
      updated_by: by,
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes an item's text (a sample becomes the school's own); false when there is no such row. */
export async function updateContent(
  trx: Transaction<DB>,
  table: ContentTable,
  id: number,
  change: ContentFields | StateChange,
  by: number,
  now: number,
): Promise<boolean> {
  const text = 'body' in change ? { sample: 0 } : {};
  const result = await trx
    .updateTable(table as 'news')
    .set({ ...change, ...text, updated_by: by, updated_at: now } as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
