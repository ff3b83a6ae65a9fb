// The media module (图片): owns media. It answers the staff's picture upload, serves the pictures at
// /media/<sha256>.<ext>, and tells other modules whether a /media/ URL is one of its pictures (carousel
// items, QR codes and logos may only point at stored pictures).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { mediaHandlers } from './handlers.ts';
import { mediaRoutes } from './routes.ts';
import { storedMedia } from './store.ts';

export interface MediaDeps {
  db: Kysely<DB>;
  now: Clock;
}

export interface Media {
  handlers: Pick<CallHandlers, 'uploadMedia'>;
  /** The plugin serving GET /media/<sha256>.<ext>. */
  routes: (app: FastifyInstance) => Promise<void>;
  /** The URLs of `urls` that are not stored pictures (`/media/…` that was never uploaded, or anything else). */
  missing(urls: readonly string[]): Promise<string[]>;
}

const URL_PARTS = /^\/media\/([0-9a-f]{64})\.(png|jpg|webp|gif)$/;

export function createMedia({ db, now }: MediaDeps): Media {
  return {
    handlers: mediaHandlers(db, now),
    routes: mediaRoutes(db),
    async missing(urls) {
      const parts = urls.map((url) => URL_PARTS.exec(url));
      const stored = await storedMedia(
        db,
        parts.flatMap((p) => (p?.[1] ? [p[1]] : [])),
      );
      return urls.filter((_url, i) => {
        const [, sha, ext] = parts[i] ?? [];
        return sha === undefined || stored.get(sha) !== ext;
      });
    },
  };
}
