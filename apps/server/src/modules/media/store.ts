// The media table: the only code that reads or writes it. A picture is stored once per SHA-256, inside the
// transaction of the upload that brought it (with its audit entry).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface StoredMedia {
  sha256: string;
  ext: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores a picture unless the same bytes are already there; whether it was new. */
export async function storeMedia(
  trx: Transaction<DB>,
  media: StoredMedia & { createdBy: number; now: number },
): Promise<boolean> {
  const result = await trx
    .insertInto('media')
    .values({
      sha256: media.sha256,
      ext: media.ext,
      content_type: media.contentType,
      size: media.bytes.length,
      bytes: Buffer.from(media.bytes),
      created_by: media.createdBy,
      created_at: media.now,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findMedia(db: Kysely<DB>, sha256: string): Promise<StoredMedia | undefined> {
  const row = await db
    .selectFrom('media')
    .select(['sha256', 'ext', 'content_type', 'bytes'])
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row && { sha256: row.sha256, ext: row.ext, contentType: row.content_type, bytes: row.bytes };
}

/** The extension of each of `sha256s` that is stored. */
export async function storedMedia(db: Kysely<DB>, sha256s: readonly string[]): Promise<Map<string, string>> {
  if (sha256s.length === 0) return new Map();
  const rows = await db
    .selectFrom('media')
    .select(['sha256', 'ext'])
    .where('sha256', 'in', sha256s)
    .execute();
  return new Map(rows.map((r) => [r.sha256, r.ext]));
}
