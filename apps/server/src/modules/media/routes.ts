// GET /media/<sha256>.<ext>: an uploaded picture, with the type its bytes were sniffed as, cached for a year
// (the URL is the content's hash, so it never changes) and never sniffed again by the browser. Anything that
// is not exactly such a name is 404: no part of the URL reaches a file system.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { MEDIA_MESSAGES } from './handlers.ts';
import { findMedia } from './store.ts';

const NAME = /^([0-9a-f]{64})\.(png|jpg|webp|gif)$/;

export function mediaRoutes(db: Kysely<DB>) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
      const match = NAME.exec(request.params.name);
      const media = match?.[1] ? await findMedia(db, match[1]) : undefined;
      if (!media || media.ext !== match?.[2])
        throw new AppError(ERROR_CODES.notFound, MEDIA_MESSAGES.notFound);
      const etag = `"${media.sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(media.contentType).send(Buffer.from(media.bytes));
    });
  };
}
