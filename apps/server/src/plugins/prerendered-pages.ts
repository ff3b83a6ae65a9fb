// The pages whose first view the site's build wrote into HTML (tools/build/prerender.ts:
// `prerendered/<path>.html` in the build folder), found once when the build is registered. A page request
// without a session gets such a page in index.html's place, so the page paints with the HTML instead of after
// its script; a signed-in visitor gets index.html as before, since the prerendered view is the signed-out one
// (登录 and 注册 where the visitor's name and 退出 belong).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '@zhiyuan/contracts/basics';

/** The build's folder of prerendered pages (tools/build/prerender.ts); served only as pages, never as files. */
export const PRERENDERED_DIR = 'prerendered';

/** Page path → its file, relative to the build folder (`/policy/simulate` → `prerendered/policy/simulate.html`). */
export type PrerenderedPages = ReadonlyMap<string, string>;

/** The prerendered pages of the build in `root`; none when it has none. */
export function findPrerenderedPages(root: string): PrerenderedPages {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.html'))
        pages.set(`/${relative.slice(PRERENDERED_DIR.length + 1, -'.html'.length)}`, relative);
    }
  };
  if (fs.existsSync(path.join(root, PRERENDERED_DIR))) walk(PRERENDERED_DIR);
  return pages;
}

/** Whether the request carries a session token cookie (its validity does not matter here). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => {
    const [name, value] = pair.split('=', 2);
    return name?.trim() === TOKEN_COOKIE && (value ?? '').trim() !== '';
  });
}

/**
 * The page a request asks for when it may get a first view drawn for a signed-out visitor: its path (without a
 * trailing slash) for a request without a session cookie and without a query, else null. A query (a shared
 * search, /data/colleges?keyword=…) would draw differently from the first view, so it gets index.html.
 */
export function signedOutPagePath(request: FastifyRequest): string | null {
  const [pathname = '', query] = request.url.split('?', 2);
  if (query !== undefined || hasSessionCookie(request)) return null;
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

/** The file to send for a page request: its prerendered page for a signed-out visitor (see above), else index.html. */
export function pageFileFor(request: FastifyRequest, pages: PrerenderedPages): string {
  const pathname = signedOutPagePath(request);
  return (pathname !== null ? pages.get(pathname) : undefined) ?? 'index.html';
}
