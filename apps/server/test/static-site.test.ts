import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { bumpDataVersion } from '../src/data/cache.ts';
import { PUBLIC_LIST_PATHS } from '@zhiyuan/contracts';
import { DEFAULT_PAGE_MAX_AGE_MS } from '../src/plugins/site-pages.ts';
import { createTestDatabase } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
let siteDist: string;
let adminDist: string;

beforeAll(async () => {
  siteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-site-'));
  fs.mkdirSync(path.join(siteDist, 'assets'));
  fs.writeFileSync(
    path.join(siteDist, 'index.html'),
    '<!doctype html><title>志愿</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(siteDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // Source maps stay beside the build for maintainers; they are never sent (they show the whole source).
  fs.writeFileSync(path.join(siteDist, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(siteDist, 'assets', 'app-1234.js.map.gz'), zlib.gzipSync('{"version":3}'));
  // The site's server entry as its build leaves it (apps/site/src/entry-server.tsx, tools/build/ssr-build.ts):
  // /home draws the carousel's banners from the API's own handlers; /private asks a call that needs a session;
  // /broken fails; /slow never ends; / redirects.
  fs.mkdirSync(path.join(siteDist, 'ssr'));
  fs.writeFileSync(
    path.join(siteDist, 'ssr', 'entry-server.mjs'),
    `export function pageVariant(cookies) { return cookies['Admin-Token'] ? 'private|' : 'public|'; }
export const warmVisitors = [{}, { 'Admin-Token': 'signed-in', 'Login-Status': '1' }];
export async function renderPage({ url, origin, template, cookies, fetch, signal }) {
  const { pathname } = new URL(url, origin);
  if (pathname === '/') return { kind: 'redirect', status: 302, location: '/home' };
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  globalThis.siteRenders = (globalThis.siteRenders ?? 0) + 1;
  if (pathname === '/private') {
    const codes = [];
    for (const call of ['/api/user/getUserInfo', '/api/user/getImageCode'])
      codes.push((await (await fetch(origin + call)).json()).errorCode);
    return { kind: 'page', status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>' + codes.join(',') + '</p></div>') };
  }
  const answer = await (await fetch(origin + '/api/scrollSetting/getScrollImages')).json();
  const titles = answer.data.map((item) => '<li>' + item.title + '</li>').join('');
  const who = cookies['Admin-Token'] ? '已登录' : '未登录';
  return { kind: 'page', status: 200, html: template.replace('<div id="root"></div>', '<div id="root"><p>' + who + '</p><ul>' + titles + '</ul></div>') };
}
`,
  );
  adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-admin-'));
  fs.mkdirSync(path.join(adminDist, 'assets'));
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>后台</title><div id="admin">');
  fs.writeFileSync(path.join(adminDist, 'assets', 'admin-5678.js'), 'console.log(2)');
  fs.writeFileSync(path.join(adminDist, 'assets', 'admin-5678.js.map'), '{"version":3,"sources":["a.ts"]}');
  t = await startTestApp('sqlite', {
    env: { SITE_DIST: siteDist, ADMIN_DIST: adminDist },
    build: { renderBudgetMs: 500 },
  });
  app = t.app;
});

afterAll(async () => {
  await t.close();
  fs.rmSync(siteDist, { recursive: true, force: true });
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe('static hosting of the built site', () => {
  it('never serves source maps, of the site or the back office, compressed or not', async () => {
    const maps = ['/assets/app-1234.js.map', '/assets/app-1234.js%2Emap', '/admin/assets/admin-5678.js.map'];
    for (const url of maps) {
      for (const encoding of ['identity', 'gzip, br']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} ${encoding}`).toBe(404);
        expect(res.body).not.toContain('sources');
      }
    }
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
  });

  it('answers a client route with index.html so refresh and shared links work', async () => {
    const res = await app.inject({ method: 'GET', url: '/data/colleges?keyword=内大' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: '100404' });
  });

  it('answers an unknown API path with the 404 envelope, never the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: '100404', message: '接口不存在' });
  });
});

describe("the site's pages rendered on the server (its build's server entry)", () => {
  const renders = () => (globalThis as { siteRenders?: number }).siteRenders ?? 0;
  const titlesShown = async () =>
    (
      await app.db
        .selectFrom('carousel_items')
        .select('title')
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .execute()
    )
      .map((row) => `<li>${row.title}</li>`)
      .join('');
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers a page with what the server rendered from the API’s own handlers, kept apart by the cookie', async () => {
    const res = await page('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBeUndefined();
    const titles = await titlesShown();
    expect(titles).toContain('<li>');
    expect(res.body).toContain(`<div id="root"><p>未登录</p><ul>${titles}</ul></div>`);
  });

  it('never gives a signed-in visitor the signed-out page, nor the other way round, and keeps the signed-in one private', async () => {
    const signedOut = await page('/home?from=x');
    const signedIn = await page('/home?from=x', { cookie: 'Admin-Token=abc; Login-Status=1' });
    const again = await page('/home?from=x');
    expect(signedOut.body).toContain('<p>未登录</p>');
    expect(signedIn.body).toContain('<p>已登录</p>');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(again.body).toContain('<p>未登录</p>');
  });

  it('renders once per change of the data, and sends it in the encoding the browser takes', async () => {
    await page('/home');
    const before = renders();
    const br = await page('/home', { 'accept-encoding': 'gzip, br' });
    const gzip = await page('/home', { 'accept-encoding': 'br;q=0, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(await titlesShown());
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain(await titlesShown());
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(renders()).toBe(before);
    expect(br.headers['server-timing']).toBe('page;desc="kept"');

    // A change no version follows (made straight in the database): once the kept page is due for a check,
    // its calls answer differently and it is drawn again, once.
    await app.db.updateTable('carousel_items').set({ title: '新的横幅' }).where('enabled', '=', 1).execute();
    t.clock.advance(DEFAULT_PAGE_MAX_AGE_MS);
    const changed = await page('/home');
    expect(changed.body).toContain('<li>新的横幅</li>');
    expect(changed.headers['server-timing']).toMatch(/^render;dur=\d+$/);
    expect(renders()).toBe(before + 1);
    expect((await page('/home')).body).toContain('<li>新的横幅</li>');
    expect(renders()).toBe(before + 1);
  });

  it('sends a kept page as it is for a while, without asking its data again', async () => {
    await page('/home?kept=1');
    await app.db
      .updateTable('carousel_items')
      .set({ title: '后台外改的标题' })
      .where('enabled', '=', 1)
      .execute();
    t.clock.advance(DEFAULT_PAGE_MAX_AGE_MS - 1);
    // Not yet looked at: the page is the one kept, the change shows once the page is due for a check.
    expect((await page('/home?kept=1')).body).not.toContain('后台外改的标题');
    t.clock.advance(1);
    expect((await page('/home?kept=1')).body).toContain('<li>后台外改的标题</li>');
  });

  it('looks at a kept page again as soon as another process records a change (the CLI, a second server)', async () => {
    await page('/home?other=1');
    await app.db
      .updateTable('carousel_items')
      .set({ title: '另一进程导入' })
      .where('enabled', '=', 1)
      .execute();
    await bumpDataVersion(app.db, t.clock.now());
    expect((await page('/home?other=1')).body).not.toContain('另一进程导入');
    // The server polls the version rows (every 2 s); here the poll is made by hand.
    await app.dataCache.refresh();
    expect((await page('/home?other=1')).body).toContain('<li>另一进程导入</li>');
  });

  it('shows a staff write through the API on the next page at once', async () => {
    await page('/home?staff=1');
    const editor = await t.signUp('13900000777', { roles: ['editor'] });
    const { body } = await t.call<{ id: number; title: string; enabled: boolean }[]>({
      method: 'GET',
      url: '/api/admin/carousel/list',
      token: editor,
    });
    const item = body.data?.find((i) => i.enabled);
    expect(item).toBeDefined();
    const saved = await t.call({
      method: 'POST',
      url: '/api/admin/carousel/save',
      token: editor,
      body: { id: item?.id, title: '编辑刚发布的横幅', enabled: true },
    });
    expect(saved.body.errorCode).toBe('0');
    expect((await page('/home?staff=1')).body).toContain('<li>编辑刚发布的横幅</li>');
  });

  it('answers only public reads for every visitor in process: a call that needs a session, or one visitor’s captcha, is refused', async () => {
    const res = await page('/private', { cookie: 'Admin-Token=abc; Login-Status=1' });
    expect(res.body).toContain('<p>100401,100401</p>');
  });

  it('sends a redirect the route table gives as a redirect', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/home');
  });

  it('falls back to index.html (rendered in the browser) when a render fails or takes longer than its budget', async () => {
    for (const url of ['/broken', '/slow']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('renders at most four pages at once: a request beyond gets index.html at once', async () => {
    const started = Date.now();
    const answered: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        const res = await page(`/slow?n=${i}`);
        expect(res.body).toContain('<div id="root"></div>');
        answered.push(Date.now() - started);
      }),
    );
    // Four wait for their 500 ms budget; the fifth is answered before any of them.
    expect(answered.filter((ms) => ms >= 450)).toHaveLength(4);
    expect(Math.min(...answered)).toBeLessThan(450);
  });

  it("draws each server's pages from its own database, even when two serve the same build", async () => {
    const otherDatabase = await createTestDatabase('sqlite');
    const other = await buildApp(
      loadConfig({ SITE_DIST: siteDist, LOG_LEVEL: 'silent', DATABASE_URL: otherDatabase.url }),
    );
    try {
      await other.db.updateTable('carousel_items').set({ title: '另一所学校' }).execute();
      const mine = await page('/home');
      const theirs = await other.inject({
        method: 'GET',
        url: '/home',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(theirs.body).toContain('<li>另一所学校</li>');
      expect(mine.body).toContain(`<ul>${await titlesShown()}</ul>`);
      expect(mine.body).not.toContain('另一所学校');
    } finally {
      await other.close();
      await otherDatabase.drop();
    }
  });

  it('never serves the server entry as a file', async () => {
    const res = await app.inject({ method: 'GET', url: '/ssr/entry-server.mjs' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderPage');
  });
});

describe('the list pages drawn ahead (a process takes traffic warm)', () => {
  const renders = () => (globalThis as { siteRenders?: number }).siteRenders ?? 0;
  // An origin no other test asked pages at: its pages are kept apart (the canonical link names the origin).
  const origin = 'http://warm.test';
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host: 'warm.test', 'accept-encoding': 'identity', ...headers },
    });

  it('draws every list page for a visitor signed out and one signed in before either asks, and again when the data changes', async () => {
    const before = renders();
    const warmed = await app.warmPages(origin);
    expect(warmed).toEqual({ drawn: PUBLIC_LIST_PATHS.length * 2, failed: 0 });
    expect(renders()).toBe(before + PUBLIC_LIST_PATHS.length * 2);

    const signedOut = await page('/home');
    const signedIn = await page('/data/colleges', { cookie: 'Admin-Token=abc; Login-Status=1' });
    expect(signedOut.headers['server-timing']).toBe('page;desc="kept"');
    expect(signedOut.body).toContain('<p>未登录</p>');
    expect(signedIn.headers['server-timing']).toBe('page;desc="kept"');
    expect(signedIn.body).toContain('<p>已登录</p>');
    expect(renders()).toBe(before + PUBLIC_LIST_PATHS.length * 2);

    // An import in another process: once this one has seen the new version, the pages are drawn again
    // without a visitor asking, and the next visitor gets the new page kept.
    await app.db
      .updateTable('carousel_items')
      .set({ title: '预先画好的新横幅' })
      .where('enabled', '=', 1)
      .execute();
    await bumpDataVersion(app.db, t.clock.now());
    await app.dataCache.refresh();
    await expect
      .poll(renders, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(before + PUBLIC_LIST_PATHS.length * 4);
    const fresh = await page('/home');
    expect(fresh.headers['server-timing']).toBe('page;desc="kept"');
    expect(fresh.body).toContain('<li>预先画好的新横幅</li>');
  });

  it('draws nothing ahead where the site is not built', async () => {
    const bare = await buildApp(
      loadConfig({
        SITE_DIST: path.join(siteDist, 'nowhere'),
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.database.url,
      }),
    );
    try {
      expect(await bare.warmPages(origin)).toEqual({ drawn: 0, failed: 0 });
    } finally {
      await bare.close();
    }
  });
});

describe('static hosting of the back office under /admin/', () => {
  it('answers its client routes with its own index.html', async () => {
    for (const url of ['/admin/', '/admin/login', '/admin/users?keyword=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="admin">');
    }
  });

  it('lets search engines index its sign-in page only: every other back-office page says noindex', async () => {
    const login = await app.inject({ method: 'GET', url: '/admin/login?redirect=%2Fusers' });
    expect(login.headers['x-robots-tag']).toBeUndefined();
    for (const url of ['/admin/', '/admin/users?keyword=1', '/admin/login/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    const site = await app.inject({ method: 'GET', url: '/data/colleges' });
    expect(site.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends /admin to /admin/ and serves its assets with a long cache', async () => {
    const bare = await app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/admin-5678.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/admin/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps the site pages on the site', async () => {
    const res = await app.inject({ method: 'GET', url: '/administration' });
    expect(res.body).toContain('<div id="root">');
  });
});

describe('without a site build', () => {
  it('still serves the API and answers pages with the 404 envelope', async () => {
    const bare = await buildApp(
      loadConfig({
        SITE_DIST: path.join(siteDist, 'nowhere'),
        ADMIN_DIST: path.join(siteDist, 'nowhere'),
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.database.url,
      }),
    );
    try {
      expect((await bare.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await bare.inject({ method: 'GET', url: '/home' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
