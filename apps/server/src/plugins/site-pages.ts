// The public site's pages, rendered by React on the server: the site's build leaves its server entry in
// `ssr/entry-server.mjs` (apps/site/src/entry-server.tsx, built by tools/build/ssr-build.ts), which renders
// any route of the site's one route table with its data. The data comes from the API's own handlers in this
// process (http/in-process-calls.ts), never from an HTTP request to itself.
//
// Caching: a page is kept per address and per variant of the visitor (signed in or not, the size cookie:
// the entry's `pageVariant`), with the answers of the calls it was drawn from and the version stamp it was
// drawn at (`stamp`: the data version and the staff-writes version every process polls, data/cache.ts). While
// the stamp is the same, a kept page is sent as it is — no call, no render: the cost of a page is a lookup.
// When the stamp moved (an import, an announcement published, in this process at once or in another within
// its poll), or the page is older than `maxAgeMs` (what no version follows: a change made straight in the
// database, an answer that depends on the time), the next request runs those calls again (in memory, as the
// API would) and gets the kept page while every answer is the same, or a new render — one render per change
// of what the page shows.
// A signed-in visitor's page has no personal data in it (the server answers only public calls), and a
// signed-in and a signed-out visitor never share an entry.
//
// A kept page is compressed once per encoding a browser asks for, off the main thread (zlib's thread pool) at
// brotli quality 5 / gzip level 6: brotli 9 took 23–27 ms of the event loop per page for 5 % fewer bytes.
//
// A render that fails, or takes longer than its budget, is logged, and the request gets index.html: the
// page then renders in the browser as it always could.
//
// Warm pages: the pages most visits begin with (the list pages, PUBLIC_LIST_PATHS) are drawn before the
// process takes traffic, for each kind of visitor the entry names (`warmVisitors`: signed out, signed in), and
// drawn again in the background when the stamp moves — so no visitor waits for their render, and a process
// just started has run React's renderer and the calls' code once before its first visitor (bench:load's first
// second on a new process queued 200 requests behind three renders on cold code).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/** Where the site's build leaves its server entry, relative to the build folder (never served as a file). */
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = path.join(SSR_DIR, 'entry-server.mjs');

/** A render longer than this is given up for the client-rendered page. */
export const DEFAULT_RENDER_BUDGET_MS = 3000;

/** How long a kept page is sent without running its calls again while the version stamp stays the same. */
export const DEFAULT_PAGE_MAX_AGE_MS = 60_000;

/** How many pages are kept (the least recently used go first). */
const MAX_KEPT = 2000;

/**
 * How many renders may run at once; a request beyond gets index.html at once (the page renders in the
 * browser), so a burst of addresses never seen (a crawler, queries made up) cannot queue up the server's CPU.
 */
export const DEFAULT_MAX_RENDERS = 4;

type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** How many times React drew it (an entry that fetched everything ahead: 1). */
      rounds?: number;
    }
  | { kind: 'redirect'; status: number; location: string };

/** What the site's server entry exports. */
interface SiteEntry {
  renderPage(request: {
    url: string;
    origin: string;
    template: string;
    cookies: Readonly<Record<string, string | undefined>>;
    fetch: typeof globalThis.fetch;
    signal?: AbortSignal;
  }): Promise<RenderResult>;
  pageVariant(cookies: Readonly<Record<string, string | undefined>>): string;
  /** The cookies of each kind of visitor a page is drawn differently for (signed out, signed in). */
  warmVisitors: readonly Readonly<Record<string, string>>[];
}

function isSiteEntry(module: unknown): module is SiteEntry {
  const candidate = module as Partial<SiteEntry> | null;
  return (
    typeof candidate?.renderPage === 'function' &&
    typeof candidate.pageVariant === 'function' &&
    Array.isArray(candidate.warmVisitors)
  );
}

/** A call a page was drawn from, and its answer then. */
interface RecordedCall {
  url: string;
  init: { method: string; body?: string };
  answer: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface KeptPage {
  result: RenderResult;
  calls: RecordedCall[];
  /** The page's bytes per encoding, compressed when first asked for. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** When its calls last answered as they did for its render (the clock's time). */
  checkedAt: number;
  /** The version stamp it was drawn or last checked at. */
  stamp: string;
  /** A check under way, which concurrent requests share. */
  checking: Promise<boolean> | null;
}

export interface SitePages {
  /** Answers a page request with its rendered page; false when it could not (the caller sends index.html). */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /**
   * Draws `paths` at `origin` for every kind of visitor now (one after the other), and again whenever the
   * stamp has moved, looked at every `everyMs`, until `stop`. Resolves once the first drawing is done, with
   * how many pages it drew.
   */
  keepWarm(origin: string, paths: readonly string[], everyMs?: number): Promise<WarmPages>;
}

/** The pages kept warm (keepWarm). */
export interface WarmPages {
  /** Pages drawn by the first pass (paths × kinds of visitor), and how many of them failed. */
  drawn: number;
  failed: number;
  /** Stops drawing them again. */
  stop(): void;
}

/** How often the warm pages look at the stamp (the data version's own poll is every 2 s). */
export const WARM_CHECK_MS = 2000;

export interface SitePagesOptions {
  /** The API's public calls, answered in process. */
  fetch: typeof globalThis.fetch;
  /** The site's public origin (PUBLIC_ORIGIN) for canonical links; the request's own when unset. */
  publicOrigin?: string | undefined;
  renderBudgetMs?: number;
  maxRenders?: number;
  /** The versions of what pages show, as one stamp that changes with them (DataCache's `stamp`). */
  stamp: () => string;
  /** How long a kept page is sent without a check while the stamp stays ({@link DEFAULT_PAGE_MAX_AGE_MS}). */
  maxAgeMs?: number;
  /** Epoch-ms clock (tests travel in time). */
  now?: () => number;
  log: FastifyBaseLogger;
}

/** `Server-Timing` of a request that waited for its page's render: how long, and in how many rounds. */
function renderTiming(result: RenderResult, started: number): string {
  const timing = `render;dur=${Math.round(performance.now() - started)}`;
  if (result.kind !== 'page' || result.rounds === undefined) return timing;
  return `${timing};desc="${result.rounds} ${result.rounds === 1 ? 'round' : 'rounds'}"`;
}

/** The cookies of a request, by name. */
export function requestCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    try {
      if (name && !(name in cookies)) cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The encoding to send a page in, from the request's `Accept-Encoding` (brotli first; `q=0` refuses). */
export function pageEncoding(acceptEncoding: string | undefined): Encoding {
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `html` in `encoding`, compressed in zlib's thread pool. */
function encode(html: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    });
  if (encoding === 'gzip') return gzip(html, { level: 6 });
  return Promise.resolve(html);
}

/** The kept page's bytes in `encoding`, compressed once. */
function pageBytes(page: KeptPage, html: string, encoding: Encoding): Promise<Buffer> {
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    bytes = encode(Buffer.from(html), encoding);
    page.encoded.set(encoding, bytes);
  }
  return bytes;
}

/** The site's pages of the build in `root`; null when the build has no server entry (or an unusable one: logged). */
export async function loadSitePages(root: string, options: SitePagesOptions): Promise<SitePages | null> {
  const { log } = options;
  const file = path.join(root, SSR_ENTRY);
  if (!fs.existsSync(file)) return null;
  let entry: unknown;
  try {
    entry = await import(pathToFileURL(file).href);
  } catch (error) {
    log.warn({ err: error, file }, 'the site’s server entry does not load; pages render in the browser');
    return null;
  }
  if (!isSiteEntry(entry)) {
    log.warn(
      { file },
      'the site’s server entry lacks renderPage or pageVariant; pages render in the browser',
    );
    return null;
  }
  const site = entry;
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const budget = options.renderBudgetMs ?? DEFAULT_RENDER_BUDGET_MS;
  const kept = new Map<string, KeptPage>();
  const rendering = new Map<string, Promise<KeptPage | null>>();
  const maxRenders = options.maxRenders ?? DEFAULT_MAX_RENDERS;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_PAGE_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  const { stamp } = options;

  async function render(
    key: string,
    url: string,
    origin: string,
    cookies: Record<string, string>,
  ): Promise<KeptPage | null> {
    const calls: RecordedCall[] = [];
    const recordingFetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const callInit = { method: request.method, ...(body === undefined ? {} : { body }) };
      const response = await options.fetch(request.url, callInit);
      const answer = await response.text();
      calls.push({ url: request.url, init: callInit, answer });
      return new Response(answer, { status: response.status, headers: response.headers });
    };
    const started = performance.now();
    const drawnAt = stamp();
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`the render took longer than its budget of ${budget} ms`)),
      budget,
    );
    try {
      const result = await site.renderPage({
        url,
        origin,
        template,
        cookies,
        fetch: recordingFetch,
        signal: controller.signal,
      });
      const page: KeptPage = {
        result,
        calls,
        encoded: new Map(),
        checkedAt: now(),
        stamp: drawnAt,
        checking: null,
      };
      kept.delete(key);
      kept.set(key, page);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
      log.debug({ url, ms: Math.round(performance.now() - started) }, 'page rendered');
      return page;
    } catch (error) {
      log.error(
        { err: error, url, ms: Math.round(performance.now() - started) },
        'a page failed to render on the server; it renders in the browser',
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether every call the page was drawn from still answers the same. */
  async function stillCurrent(page: KeptPage): Promise<boolean> {
    const checkedAt = stamp();
    const answers = await Promise.all(
      page.calls.map(async (call) => (await options.fetch(call.url, call.init)).text()),
    );
    const current = answers.every((answer, i) => answer === page.calls[i]?.answer);
    if (current) {
      page.checkedAt = now();
      page.stamp = checkedAt;
    }
    return current;
  }

  /** The kept page if it may be sent: at the same stamp and within `maxAgeMs` of its check, or checked now. */
  async function currentPage(key: string): Promise<KeptPage | null> {
    const page = kept.get(key);
    if (!page) return null;
    if (page.stamp === stamp() && now() - page.checkedAt < maxAgeMs) return page;
    page.checking ??= stillCurrent(page).finally(() => {
      page.checking = null;
    });
    return (await page.checking) ? page : null;
  }

  /**
   * The page for `key`: kept and current, or drawn now (one render per key at a time, at most `maxRenders`
   * at once: beyond, null at once). `rendered` says whether this call waited for a render.
   */
  async function pageFor(
    key: string,
    url: string,
    origin: string,
    cookies: Record<string, string>,
  ): Promise<{ page: KeptPage | null; rendered: boolean }> {
    const page = await currentPage(key);
    if (page) return { page, rendered: false };
    let pending = rendering.get(key);
    if (!pending && rendering.size >= maxRenders) {
      log.warn(
        { url, rendering: rendering.size },
        'too many pages rendering at once; this one renders in the browser',
      );
      return { page: null, rendered: false };
    }
    if (!pending) {
      pending = render(key, url, origin, cookies).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return { page: await pending, rendered: true };
  }

  const keyOf = (variant: string, origin: string, url: string) => `${variant} ${origin} ${url}`;

  /** Draws every path for every kind of visitor that is not kept current; how many were drawn and failed. */
  async function warm(origin: string, paths: readonly string[]): Promise<{ drawn: number; failed: number }> {
    let drawn = 0;
    let failed = 0;
    for (const url of paths) {
      for (const cookies of site.warmVisitors) {
        const { page, rendered } = await pageFor(keyOf(site.pageVariant(cookies), origin, url), url, origin, {
          ...cookies,
        });
        if (rendered) drawn += 1;
        if (!page) failed += 1;
      }
    }
    return { drawn, failed };
  }

  return {
    async keepWarm(origin, paths, everyMs = WARM_CHECK_MS) {
      const first = await warm(origin, paths);
      let warmedAt = stamp();
      let running: Promise<unknown> | null = null;
      const timer = setInterval(() => {
        if (running || stamp() === warmedAt) return;
        const at = stamp();
        running = warm(origin, paths)
          .then(() => {
            warmedAt = at;
          })
          .catch((error: unknown) => log.error({ err: error }, 'drawing the warm pages again failed'))
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
      return { ...first, stop: () => clearInterval(timer) };
    },

    async send(request, reply) {
      const url = request.url;
      const cookies = requestCookies(request.headers.cookie);
      const variant = site.pageVariant(cookies);
      const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
      // Kept per origin too: its canonical link names it (without PUBLIC_ORIGIN, each host its own).
      const key = keyOf(variant, origin, url);
      const renderStarted = performance.now();
      const { page, rendered } = await pageFor(key, url, origin, cookies);
      if (!page) return false;
      const { result } = page;
      // One answer per variant: a shared cache must keep them apart (Cookie), and the signed-in one to itself.
      // Whether this request waited for a render: `Server-Timing` says so (bench:load tells kept pages apart).
      reply.header('server-timing', rendered ? renderTiming(page.result, renderStarted) : 'page;desc="kept"');
      reply
        .header('vary', 'Cookie, Accept-Encoding')
        .header('cache-control', variant.startsWith('private') ? 'private, no-cache' : 'no-cache');
      if (result.kind === 'redirect') {
        reply.redirect(result.location, result.status);
        return true;
      }
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      reply.status(result.status).type('text/html; charset=utf-8');
      await reply.send(await pageBytes(page, result.html, encoding));
      return true;
    },
  };
}
