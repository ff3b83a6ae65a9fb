// The site's pages whose first view needs data from the database (/home: its carousel is the page's largest
// picture), rendered per request for a visitor without a session. The site's build leaves its SSR renderer
// in `prerendered/ssr/first-view.mjs` (tools/build/prerender.ts); it names those pages and the calls they
// draw from (FIRST_VIEW_CALLS, apps/site/src/app/first-data.ts). The server answers the calls itself (the
// sources given by app.ts), renders the page with the answers, and keeps the page and its brotli and gzip
// copies until an answer changes, so a render happens once per change of the data, not per request. A page
// whose renderer or source is missing, or whose render fails, is answered with index.html as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiCallName } from '@zhiyuan/contracts';
import { PRERENDERED_DIR } from './prerendered-pages.ts';

/** Where the site's build leaves its renderer, relative to the build folder. */
export const RENDERER_FILE = path.join(PRERENDERED_DIR, 'ssr', 'first-view.mjs');

/** The server's answers to the calls pages draw their first view from, by call name (no input). */
export type FirstDataSources = Partial<Record<ApiCallName, () => Promise<unknown>>>;

/** What the renderer module exports (apps/site/src/prerender.tsx). */
interface Renderer {
  renderPage(template: string, pathname: string, data: Record<string, unknown>): Promise<string>;
  FIRST_VIEW_CALLS: Readonly<Record<string, readonly string[]>>;
}

/** A rendered page, and its copies for the encodings a browser may accept. */
export interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstViews {
  /** Whether `pathname` is rendered per request. */
  has(pathname: string): boolean;
  /** The page drawn with the sources' current answers; null when it could not be rendered (logged). */
  render(pathname: string): Promise<RenderedPage | null>;
}

function isRenderer(module: unknown): module is Renderer {
  const candidate = module as Partial<Renderer> | null;
  return (
    typeof candidate?.renderPage === 'function' &&
    typeof candidate.FIRST_VIEW_CALLS === 'object' &&
    candidate.FIRST_VIEW_CALLS !== null
  );
}

/**
 * The pages of the build in `root` rendered per request, each with every call it draws from answered by
 * `sources`; null when the build has no renderer (or an unusable one: logged).
 */
export async function loadFirstViews(
  root: string,
  sources: FirstDataSources,
  log: FastifyBaseLogger,
): Promise<FirstViews | null> {
  const file = path.join(root, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  let renderer: unknown;
  try {
    renderer = await import(pathToFileURL(file).href);
  } catch (error) {
    log.warn({ err: error, file }, 'the first-view renderer does not load; those pages get index.html');
    return null;
  }
  if (!isRenderer(renderer)) {
    log.warn(
      { file },
      'the first-view renderer lacks renderPage or FIRST_VIEW_CALLS; those pages get index.html',
    );
    return null;
  }
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const pages = new Map<string, readonly ApiCallName[]>();
  for (const [pathname, calls] of Object.entries(renderer.FIRST_VIEW_CALLS)) {
    const missing = calls.filter((call) => !sources[call as ApiCallName]);
    if (missing.length > 0)
      log.warn({ pathname, missing }, 'no source for a first view; the page gets index.html');
    else pages.set(pathname, calls as readonly ApiCallName[]);
  }
  const rendered = new Map<string, { key: string; page: Promise<RenderedPage | null> }>();

  return {
    has: (pathname) => pages.has(pathname),
    async render(pathname) {
      const calls = pages.get(pathname);
      if (!calls) return null;
      const data: Record<string, unknown> = {};
      try {
        for (const call of calls) data[call] = await sources[call]?.();
      } catch (error) {
        log.error({ err: error, pathname }, "a first view's data failed to load; the page gets index.html");
        return null;
      }
      const key = JSON.stringify(data);
      const kept = rendered.get(pathname);
      if (kept?.key === key) return kept.page;
      const entry = { key, page: Promise.resolve<RenderedPage | null>(null) };
      entry.page = renderer
        .renderPage(template, pathname, data)
        .then(compressed)
        .catch((error: unknown) => {
          log.error({ err: error, pathname }, 'a first view failed to render; the page gets index.html');
          if (rendered.get(pathname) === entry) rendered.delete(pathname);
          return null;
        });
      rendered.set(pathname, entry);
      return entry.page;
    },
  };
}

function compressed(html: string): RenderedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** The encoding to send a page in, from the request's `Accept-Encoding` (brotli first; `q=0` refuses). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
