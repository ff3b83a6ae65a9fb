// Serves the built public site at / and the built back office at /admin/, each falling back to its own
// index.html for client-side routes (/data/colleges, /admin/users), so a refresh or a shared link works. API
// paths never fall back: an unknown /api/… answers the 404 envelope instead of an HTML page. The builds write
// a brotli and a gzip copy beside each text file (tools/build/precompress.ts): those are sent with
// `Content-Encoding` to clients that accept them (`Vary: Accept-Encoding`), so nothing is compressed per request.
// The site's pages are rendered by React on the server (site-pages.ts); index.html is their fallback.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadSitePages, SSR_DIR, type SitePages, type SitePagesOptions } from './site-pages.ts';

export interface StaticSiteOptions {
  root: string;
  /** URL prefix the build answers under (`/admin/` for the back office); `/` by default. */
  prefix?: string;
  /** Renders the build's pages on the server with these (site-pages.ts), if the build has a server entry. */
  pages?: Omit<SitePagesOptions, 'log'>;
}

/** Where the back office is served (Vite's `base` of apps/admin). */
export const ADMIN_PREFIX = '/admin/';

/** A build being served: its folder, and its server-rendered pages (the site's, when its build has them). */
export interface ServedBuild {
  root: string;
  pages: SitePages | null;
}

/** The SPAs actually served, for the fallback. */
export interface ServedSpas {
  site: ServedBuild | null;
  admin: ServedBuild | null;
}

function pathnameOf(req: FastifyRequest): string {
  return req.url.split('?')[0] ?? '';
}

/** Whether the request is a browser asking for a page, which the SPA can answer. */
export function wantsSpaPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = pathnameOf(req);
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  // A missing file with an extension (/assets/x.js) is a real 404, not a page.
  if (path.posix.extname(pathname) !== '') return false;
  return true;
}

/** Whether a path names a source map (`app.js.map`, also written `.MAP` or with a trailing dot). */
function isSourceMap(pathname: string): boolean {
  return /\.map\.?$/i.test(pathname);
}

/** Whether the path belongs to the back office (`/admin` or below). */
export function isAdminPath(req: FastifyRequest): boolean {
  const pathname = pathnameOf(req);
  return pathname === '/admin' || pathname.startsWith(ADMIN_PREFIX);
}

/**
 * Serves the build in `root` under `prefix`, if it was built; answers what is served, or null. The first build
 * registered decorates the reply with `sendFile`; later ones reuse it.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  { root, prefix = '/', pages }: StaticSiteOptions,
): Promise<ServedBuild | null> {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'build not found; not served (run `npm start` or `npx nx build site admin`)');
    return null;
  }
  const served: ServedBuild = {
    root,
    pages: pages ? await loadSitePages(root, { ...pages, log: app.log }) : null,
  };
  await app.register(fastifyStatic, {
    root,
    prefix,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The server entry is run by the server (site-pages.ts), never sent. Source maps (built for maintainers,
    // without a link in the bundles) would show the whole source: never sent.
    allowedPath: (pathname) => !pathname.startsWith(`/${SSR_DIR}/`) && !isSourceMap(pathname),
    decorateReply: !app.hasReplyDecorator('sendFile'),
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so it may be cached forever; pages must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return served;
}

/** The back office's sign-in page: the one page of /admin/ that search engines may list. */
const ADMIN_LOGIN_PATH = `${ADMIN_PREFIX}login`;

/**
 * Answers a page request: the page rendered on the server when the build renders its pages (site-pages.ts),
 * else — or when that render fails — the build's index.html, which renders in the browser. Back-office pages
 * other than the sign-in page carry `X-Robots-Tag: noindex`: they only show anything to staff, so a search
 * engine has nothing to list there, while a school's staff find the sign-in page like any other page.
 */
export async function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  build: ServedBuild,
): Promise<FastifyReply> {
  if (isAdminPath(request) && pathnameOf(request) !== ADMIN_LOGIN_PATH)
    reply.header('x-robots-tag', 'noindex');
  if (build.pages && (await build.pages.send(request, reply))) return reply;
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (build.pages) reply.header('vary', 'Cookie, Accept-Encoding');
  return reply.sendFile('index.html', build.root);
}

/** The SPA fallback: the back office for /admin paths, the site for the others; null if none. */
export function spaBuildFor(req: FastifyRequest, served: ServedSpas): ServedBuild | null {
  if (!wantsSpaPage(req)) return null;
  return isAdminPath(req) ? served.admin : served.site;
}
