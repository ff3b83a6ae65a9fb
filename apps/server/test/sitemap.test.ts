// sitemap.xml and robots.txt on both databases (issue 33, found by search engines): every college, every
// major once, every announcement and article the site shows (drafts, unpublished items and the recycle bin
// left out, with their last change as <lastmod>), and the public list pages, as absolute URLs of
// PUBLIC_ORIGIN — or of the request when it is unset; XML-escaped, cached by ETag, and cut into an index of
// files past the per-file limit. robots.txt keeps crawlers out of the back office, the API and one person's
// pages, and names the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_LIST_PATHS,
  NEWS_LIST_PATHS,
  PUBLIC_LIST_PATHS,
  type AdminContentDetail,
} from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { escapeXml, urlset } from '../src/modules/sitemap/index.ts';
import { codeOf, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const ORIGIN = 'https://zhiyuan.example.cn';
/** Low enough that the seeded catalog needs several files. */
const MAX_URLS = 400;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap XML', () => {
  it('escapes every text it writes', () => {
    expect(escapeXml(`A&B <"x'>`)).toBe('A&amp;B &lt;&quot;x&apos;&gt;');
    const xml = urlset([{ loc: 'https://x.cn/a?b=1&c=<2>', lastModified: Date.UTC(2025, 0, 2) }]);
    expect(xml).toContain('<loc>https://x.cn/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('<lastmod>2025-01-02T00:00:00.000Z</lastmod>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe.each(DATABASE_KINDS)('sitemap.xml and robots.txt on %s', (kind) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: SMALL_SEED,
      env: { PUBLIC_ORIGIN: `${ORIGIN}/` },
      build: { sitemapMaxUrls: MAX_URLS },
    });
    editor = await t.signUp('13100000071', { roles: ['editor'] });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const saveContent = async (body: object) =>
    expectSuccess(await t.call<AdminContentDetail>({ url: '/api/admin/content/save', body, token: editor }));
  const publish = async (type: 'news' | 'article', id: number, published: boolean) => {
    t.clock.advance(SECOND);
    expectSuccess(
      await t.call({ url: '/api/admin/content/publish', body: { type, id, published }, token: editor }),
    );
  };

  /** Every URL of the sitemap, through its index when it has one. */
  async function sitemapUrls(): Promise<string[]> {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    if (!res.body.includes('<sitemapindex')) return locs(res.body);
    const parts = locs(res.body);
    const urls: string[] = [];
    for (const part of parts) {
      const file = await get(new URL(part).pathname);
      expect(file.statusCode, part).toBe(200);
      expect(file.body).toContain('<urlset');
      urls.push(...locs(file.body));
    }
    return urls;
  }

  it('lists every college, every major once, and the public list pages, as absolute URLs', async () => {
    const urls = await sitemapUrls();
    const colleges = await t.app.db.selectFrom('colleges').select('id').execute();
    const majors = await t.app.db.selectFrom('majors').select('code').distinct().execute();
    expect(colleges.length).toBe(SMALL_SEED.colleges?.length);
    for (const { id } of colleges) expect(urls).toContain(`${ORIGIN}/data/college-page?id=${id}`);
    for (const { code } of majors) {
      expect(urls).toContain(`${ORIGIN}/data/subject-detail?code=${encodeURIComponent(code)}`);
    }
    for (const path of PUBLIC_LIST_PATHS) expect(urls).toContain(`${ORIGIN}${path}`);
    expect(urls).toContain(`${ORIGIN}${NEWS_LIST_PATHS.qjjh}`);
    expect(urls).toContain(`${ORIGIN}${ARTICLE_LIST_PATHS.college}`);
    // Each page once; the /subject-data copy of a major's page is not listed beside the canonical one.
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.some((u) => u.includes('/subject-data/'))).toBe(false);
    expect(urls.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('is an index of files of at most the limit when the pages are more than one file holds', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(res.body);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toBe(`${ORIGIN}/sitemap/1.xml`);
    for (const part of parts) {
      expect(locs((await get(new URL(part).pathname)).body).length).toBeLessThanOrEqual(MAX_URLS);
    }
    expect((await get(`/sitemap/${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap/0.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/x.xml')).statusCode).toBe(404);
  });

  it('lists published announcements and articles with their last change, and leaves out the rest', async () => {
    const news = await saveContent({ type: 'news', category: 'gaokao', title: '【测试】公告', body: '正文' });
    const article = await saveContent({
      type: 'article',
      kind: 'college',
      targetCode: codeOf('内蒙古大学'),
      title: '【测试】解读',
      body: '正文',
    });
    const newsUrl = `${ORIGIN}/news/news-content?id=${news.id}`;
    const articleUrl = `${ORIGIN}/unscramble/unscramble-list?id=${article.id}`;
    // Drafts are not on the site.
    let urls = await sitemapUrls();
    expect(urls).not.toContain(newsUrl);
    expect(urls).not.toContain(articleUrl);

    await publish('news', news.id, true);
    await publish('article', article.id, true);
    urls = await sitemapUrls();
    expect(urls).toContain(newsUrl);
    expect(urls).toContain(articleUrl);
    // Every seeded announcement and article the site shows is there too.
    const shown = await t.app.db
      .selectFrom('news')
      .select(['id', 'updated_at'])
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      .execute();
    for (const row of shown) expect(urls).toContain(`${ORIGIN}/news/news-content?id=${row.id}`);
    const all = await Promise.all(
      locs((await get('/sitemap.xml')).body).map(async (part) => (await get(new URL(part).pathname)).body),
    );
    const published = shown.find((row) => row.id === news.id);
    expect(all.join('')).toContain(
      `<loc>${newsUrl}</loc><lastmod>${new Date(Number(published?.updated_at)).toISOString()}</lastmod>`,
    );

    // Unpublished, or in the recycle bin: gone at once (content is read per request).
    await publish('news', news.id, false);
    expectSuccess(
      await t.call({
        url: '/api/admin/content/remove',
        body: { type: 'article', id: article.id },
        token: editor,
      }),
    );
    urls = await sitemapUrls();
    expect(urls).not.toContain(newsUrl);
    expect(urls).not.toContain(articleUrl);
  });

  it('answers XML with an ETag to revalidate by, and 304 while nothing changed', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const part = await get('/sitemap/1.xml');
    expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(part.headers['cache-control']).toBe('public, no-cache');

    // A publication changes the sitemap, so the old ETag no longer matches.
    const news = await saveContent({ type: 'news', category: 'qjjh', title: '【测试】强基', body: '正文' });
    await publish('news', news.id, true);
    const changed = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('robots.txt keeps crawlers out of the back office, the API and personal pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/admin/', '/api/', '/profile/', '/user/', '/share/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    // The back office's sign-in page and 模拟填报 (rendered as anyone sees it) may be listed.
    expect(lines).toContain('Allow: /admin/login');
    expect(lines.filter((l) => /^Disallow: \/(policy|data\/simulate)/.test(l))).toEqual([]);
    // The public pages stay open: nothing disallowed is a prefix of one.
    const disallowed = lines
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const url of await sitemapUrls()) {
      const path = new URL(url).pathname;
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('needs no session: a signed-in caller gets the same files', async () => {
    const anonymous = await get('/sitemap.xml');
    const signedIn = await get('/sitemap.xml', { token: editor });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
  });
});

describe('sitemap.xml without PUBLIC_ORIGIN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('builds its URLs from the request’s protocol and host, in one file when the pages fit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'gaokao.school.cn' },
    });
    expect(res.body).toContain('<urlset');
    expect(locs(res.body)).toEqual(PUBLIC_LIST_PATHS.map((path) => `http://gaokao.school.cn${path}`));
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/1.xml' })).statusCode).toBe(404);
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'gaokao.school.cn' },
    });
    expect(robots.body).toContain('Sitemap: http://gaokao.school.cn/sitemap.xml');
  });
});
