// Serves the built public site and falls back to its index.html for client-side routes (/data/colleges,
// /news/news-content?id=…), so a refresh or a shared link works. API paths never fall back: an unknown
// /api/… answers the 404 envelope instead of an HTML page. The site build writes a brotli and a gzip copy
// beside each text file (apps/site/build/precompress.ts): those are sent with `Content-Encoding` to clients
// that accept them (`Vary: Accept-Encoding`), so nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticSiteOptions {
  root: string;
}

/** Whether the request is a browser asking for a page, which the SPA can answer. */
export function wantsSpaPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  // A missing file with an extension (/assets/x.js) is a real 404, not a page.
  if (path.posix.extname(pathname) !== '') return false;
  return true;
}

export async function registerStaticSite(
  app: FastifyInstance,
  { root }: StaticSiteOptions,
): Promise<boolean> {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'site build not found; only the API is served (run `npx nx build site`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so it may be cached forever; pages must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
