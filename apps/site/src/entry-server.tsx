// The site's pages rendered on the server, for every public route, signed in or not: the same route table the
// browser uses (react-router's createStaticHandler / createStaticRouter / StaticRouterProvider), React's
// streaming renderer (renderToPipeableStream), and TanStack Query for the data. The server (Fastify,
// apps/server/src/plugins/site-pages.ts) builds this module with Vite's SSR build, calls `renderPage` per
// request with a `fetch` that answers the site's API calls in its own process (the same handlers its API
// routes call, never an HTTP request to itself) and caches the answer; main.tsx hydrates it.
//
// The data: the shell's configuration and what the matched routes' loaders fetch ahead (app/page-data.ts: 找学校,
// 院校详情, 一分一段 …) are in the cache before the first render, so such a page is drawn once. A page also asks for its
// queries while it renders, as in the browser: a render leaves the queries it asked for and nothing fetched
// ahead in the cache, pending (TanStack Query does not fetch during a server render); the public ones are
// fetched and the page is rendered again, until a render asks for nothing new (without its loader, a
// college's history waits for the college: three rounds). The result says how many rounds it took. Personal data (the account's queries, anything not public) is never fetched
// here: it loads in the browser, whose first render draws the same loading state as this HTML. The queries
// fetched travel in the page (`dehydrate`, page-state.ts) for the browser's HydrationBoundary.
import { Writable } from 'node:stream';
import { dehydrate, type Query } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { siteCalls } from '@zhiyuan/contracts/site-calls';
import { DEFAULT_SITE_TITLE, TOKEN_COOKIE, type SiteConfig } from '@zhiyuan/contracts/basics';
import {
  callKey,
  connectDomain,
  cookieSourceAtom,
  LOGIN_STATUS_COOKIE,
  pageTitle,
  SIZE_COOKIE,
} from '@zhiyuan/domain';
import {
  AppProviders,
  createQueryClient,
  PageMetaSinkContext,
  siteConfigQuery,
  type AppDomain,
  type PageMeta,
} from '@zhiyuan/feature-shared';
import { PAGE_DATA_CONTEXT } from './app/page-data.ts';
import { pageStateScript } from './app/page-state.ts';
import { routeTitle } from './app/route-handle.ts';
import { routes } from './app/routes.tsx';

export interface RenderRequest {
  /** The page's path and query: `/data/college-page?id=366`. */
  url: string;
  /** The site's public origin, for the canonical link (PUBLIC_ORIGIN). */
  origin: string;
  /** The built index.html. */
  template: string;
  /** The request's cookies (only the ones the first render reads are used: see pageVariant). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Answers the site's API calls (the server's own handlers). */
  fetch: typeof globalThis.fetch;
  /** Aborts the render (the server's time budget). */
  signal?: AbortSignal;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** How many times React drew the page (each round fetched what the one before asked for). */
      rounds: number;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The sizes the size cookie may hold; anything else renders as the default, as the browser reads it. */
const SIZES = new Set(['default', 'medium', 'small', 'mini']);

/**
 * The request's cookies as the first render reads them, and nothing else: the login status and whether there
 * is a token (the top bar's 登录 or 个人中心 — the token itself is a stand-in: the server answers only public
 * calls here, and the page must not carry it) and the component size.
 */
function renderCookies(cookies: RenderRequest['cookies']): Record<string, string | undefined> {
  const size = cookies[SIZE_COOKIE];
  return {
    [LOGIN_STATUS_COOKIE]: cookies[LOGIN_STATUS_COOKIE] === '1' ? '1' : undefined,
    [TOKEN_COOKIE]: cookies[TOKEN_COOKIE] ? 'signed-in' : undefined,
    [SIZE_COOKIE]: size !== undefined && SIZES.has(size) ? size : undefined,
  };
}

/**
 * What of the request's cookies the first render draws differently for (renderCookies): the server keeps one
 * rendered page per variant, so a signed-in visitor never gets a signed-out visitor's HTML, nor the other way
 * round. A variant starting with `private` has a sign of a session and must not be kept by a shared cache.
 */
export function pageVariant(cookies: RenderRequest['cookies']): string {
  const seen = renderCookies(cookies);
  const session = Boolean(seen[LOGIN_STATUS_COOKIE] ?? seen[TOKEN_COOKIE]);
  return `${session ? 'private' : 'public'}|${seen[LOGIN_STATUS_COOKIE] ?? ''}|${seen[TOKEN_COOKIE] ?? ''}|${seen[SIZE_COOKIE] ?? ''}`;
}

/**
 * The kinds of visitor a page is drawn differently for, as their cookies (see pageVariant): signed out, and
 * signed in as a browser after 登录 is (the token's value is never read here). The server draws the list
 * pages for each before its first visitor.
 */
export const warmVisitors: readonly Readonly<Record<string, string>>[] = [
  {},
  { [TOKEN_COOKIE]: 'signed-in', [LOGIN_STATUS_COOKIE]: '1' },
];

/** At most this many rounds of fetching what a render asked for. */
const MAX_ROUNDS = 4;

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const url = new URL(request.url, request.origin);
  const domain = serverDomain(request);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // The page's data ahead of its render: the shell's site configuration, and what the matched routes' loaders
  // fetch (page-data.ts) — with them the first render is usually the last.
  const [context] = await Promise.all([
    handler.query(new Request(url, request.signal ? { signal: request.signal } : {}), {
      requestContext: { [PAGE_DATA_CONTEXT]: { api: domain.api, queryClient } },
    }),
    queryClient.prefetchQuery(siteConfigQuery(domain.api)),
  ]);
  // A call that failed renders as it does in the browser's first render (loading), and loads there.
  for (const query of queryClient.getQueryCache().findAll())
    if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  if (context.errors) throw new Error(`${url.pathname}: a loader failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: PageMeta | null = null;
  const page = (): ReactNode => (
    <StrictMode>
      <AppProviders domain={domain} queryClient={queryClient}>
        <PageMetaSinkContext value={(m) => void (meta = m)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageMetaSinkContext>
      </AppProviders>
    </StrictMode>
  );

  const tried = new Set<string>();
  let html = '';
  let rounds = 0;
  for (let round = 0; ; round++) {
    meta = null;
    html = await renderToHtml(page(), request.signal);
    rounds += 1;
    const wanted = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => !tried.has(query.queryHash) && fetchedHere(query));
    if (wanted.length === 0 || round === MAX_ROUNDS) break;
    for (const query of wanted) tried.add(query.queryHash);
    await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    // A query that failed renders as it does in the browser's first render (loading), and loads there.
    for (const query of wanted) if (query.state.status === 'error') queryClient.getQueryCache().remove(query);
  }

  const config = queryClient.getQueryData<SiteConfig>(callKey('getSiteConfig'));
  const head: Head = {
    title: pageTitle(
      (meta as PageMeta | null)?.title ??
        routeTitle(context.matches.map((m) => ({ handle: m.route.handle }) as never)),
      config?.siteTitle ?? DEFAULT_SITE_TITLE,
    ),
    description: (meta as PageMeta | null)?.description ?? null,
    canonical: meta ? new URL((meta as PageMeta).canonicalPath, request.origin).href : null,
  };
  const state = pageStateScript({
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  });
  return {
    kind: 'page',
    status: context.statusCode,
    html: fillTemplate(request.template, html, state, head),
    rounds,
  };
}

/**
 * The API connection of one render: its requests go to the server's own handlers, it shows no toasts (they
 * would wait in the module's list for a page that never comes), and its cookie atoms read the request's
 * cookies as renderCookies gives them.
 */
function serverDomain(request: RenderRequest): AppDomain {
  const store = createStore();
  const connection = connectDomain(store, {
    baseUrl: request.origin,
    client: 'web',
    fetch: request.fetch,
  });
  const cookies = renderCookies(request.cookies);
  store.set(cookieSourceAtom, () => (name: string) => cookies[name]);
  return { store, ...connection };
}

/**
 * Public calls the server never answers for a page: each answer belongs to one visitor (a captcha, the key
 * and nonce of a password, the state of a session), has an effect (signing out, an export), or is a shared
 * volunteer table (a parent's link: personal data, loaded in the browser).
 */
const PER_VISITOR_CALLS: ReadonlySet<string> = new Set([
  'getPublicKey',
  'getImageCode',
  'checkLogin',
  'loginOut',
  'exportAdmissions',
  'getSharedList',
]);

/**
 * Whether the server fetches a query a render asked for: an enabled query of a public read (GET) that draws
 * the same for every visitor, not yet answered. Everything else loads in the browser, as before.
 */
function fetchedHere(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  if (enabled === false || (typeof enabled === 'function' && !enabled(query))) return false;
  const name = query.queryKey[0];
  if (typeof name !== 'string' || !Object.hasOwn(siteCalls, name) || PER_VISITOR_CALLS.has(name))
    return false;
  const call = siteCalls[name as keyof typeof siteCalls];
  return call.access === 'public' && call.method === 'GET';
}

/**
 * The markup of `node` once everything in it is ready (lazy parts loaded): the page must show its content
 * without JavaScript, and the server keeps the whole answer for the next visitor, so it waits for
 * `onAllReady` rather than streaming the shell first. Any error inside fails the render (the server then
 * answers with the client-rendered page and logs it), since a part rendered in the browser only would not
 * match the HTML.
 */
function renderToHtml(node: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => (failed ? reject(failed) : resolve(html)));
    const stream = renderToPipeableStream(node, {
      // Every Suspense boundary inline, in its place: React outlines a large one (to reveal it with an inline
      // script once streamed), which neither a visitor without JavaScript nor the CSP (no inline script) lets
      // show. The page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
    });
  });
}

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;

/** index.html with the page in `#root`, its state after it, and its head. */
export function fillTemplate(template: string, markup: string, state: string, head: Head): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!TITLE.test(template)) throw new Error('index.html has no <title>');
  let html = template
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${state}`);
  if (head.description !== null)
    // The default kept beside it, as the browser's head writer does (document-head.tsx), to put back when
    // the visitor goes on to a page without a description of its own.
    html = html.replace(
      DESCRIPTION,
      (_match, original: string) =>
        `<meta name="description" content="${escapeHtml(head.description ?? '')}" data-default-content="${original}" />`,
    );
  if (head.canonical !== null)
    html = html.replace(
      '</head>',
      () => `<link rel="canonical" href="${escapeHtml(head.canonical ?? '')}" />\n</head>`,
    );
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
