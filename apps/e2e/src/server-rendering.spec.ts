// Every public page is rendered by React on the server and hydrated in the browser (apps/site/src/
// entry-server.tsx, main.tsx): without JavaScript the pages show their content; with it, hydration logs no
// mismatch; what a visitor does before the script has come still works; and a signed-in and a signed-out
// visitor never get each other's HTML.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { logInWithDialog, registerAccount, uniquePhone } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrated } from './support/page-checks.ts';
import { signInStaff } from './support/staff.ts';

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const body = (await (await request.get(url)).json()) as { errorCode: string; data: T };
  expect(body.errorCode).toBe('0');
  return body.data;
}

/** The pages to visit: the public pages of the issue, with a college that has a history and a real announcement. */
async function publicPages(request: APIRequestContext) {
  const colleges = await apiData<{ items: { id: number; name: string }[] }>(
    request,
    `/api/college/search?keyword=${encodeURIComponent('内蒙古大学')}`,
  );
  const college = colleges.items.find((item) => item.name === '内蒙古大学');
  if (!college) throw new Error('内蒙古大学 is not in the catalog');
  const news = await apiData<{ items: { id: number; title: string }[] }>(request, '/api/news/list');
  const announcement = news.items[0];
  if (!announcement) throw new Error('no announcement');
  return { college, announcement };
}

/** A college whose 招生章程 an editor has written (the seeded data has none): its page draws the text. */
async function collegeWithCharter(request: APIRequestContext) {
  const colleges = await apiData<{ items: { id: number; name: string }[] }>(
    request,
    `/api/college/search?keyword=${encodeURIComponent('内蒙古师范大学')}`,
  );
  const college = colleges.items.find((item) => item.name === '内蒙古师范大学');
  if (!college) throw new Error('内蒙古师范大学 is not in the catalog');
  const editor = await signInStaff(request, 'editor');
  const saved = await editor.post<{ hasCharter: boolean }>('/api/admin/college/update', {
    id: college.id,
    charter: '## 第一章 总则\n\n本章程依据教育部有关规定制定。',
  });
  expect(saved.hasCharter).toBe(true);
  return college;
}

/**
 * Holds back the main chunk (React, the router, the shell), as on a slow phone network, until the returned
 * function lets it through: what a visitor does on the server's page before hydration.
 */
async function holdMainScript(page: Page): Promise<() => void> {
  let letScriptThrough = () => {};
  const held = new Promise<void>((resolve) => (letScriptThrough = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letScriptThrough;
}

async function withoutScript(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('pages rendered on the server', () => {
  test('every public page shows its content without JavaScript', async ({ browser, request }) => {
    const { college, announcement } = await publicPages(request);
    await withoutScript(browser, async (page) => {
      await page.goto('/home');
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await expect(page.getByRole('link', { name: announcement.title }).first()).toBeVisible();

      // 找学校: its first page of results, and its search form works as a plain form.
      await page.goto('/data/colleges');
      await expect(page).toHaveTitle('找学校 - 高考志愿填报系统');
      const results = page.getByRole('table', { name: '院校列表' });
      await expect(results.getByRole('row')).toHaveCount(21);
      await page.getByRole('searchbox', { name: '关键词' }).fill('内蒙古大学');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect(page).toHaveURL(/keyword=/);
      await expect(results.getByRole('link', { name: '内蒙古大学', exact: true })).toBeVisible();

      // A college: its name in the title, its history in the markup.
      await page.goto(`/data/college-page?id=${college.id}`);
      await expect(page).toHaveTitle('内蒙古大学 - 院校详情 - 高考志愿填报系统');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/data/college-page\\?id=${college.id}$`),
      );
      const history = page.getByRole('table', { name: '历年录取明细' });
      expect(await history.getByRole('row').count()).toBeGreaterThan(2);

      // A major.
      await page.goto('/data/subject-detail?code=010101');
      await expect(page).toHaveTitle(/^哲学 - 专业详情 - /);
      await expect(page.getByRole('heading', { level: 1, name: /哲学/ })).toBeVisible();

      // An announcement's text.
      await page.goto(`/news/news-content?id=${announcement.id}`);
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(announcement.title)} - `));
      await expect(page.getByRole('heading', { level: 1, name: announcement.title })).toBeVisible();
      expect((await page.locator('main article, main').first().innerText()).length).toBeGreaterThan(100);

      // 一分一段: its lookup form.
      await page.goto('/data/orderLine');
      await expect(page.getByRole('heading', { level: 1, name: '一分一段' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: '分数查位次' }).getByRole('textbox', { name: '分数' }),
      ).toBeVisible();

      await page.goto('/policy/simulate');
      await expect(page.getByRole('heading', { level: 1, name: '模拟填报' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: '高考分数' })).toBeVisible();
    });
  });

  test('hydrates every public page without a mismatch', async ({ page, request }) => {
    const { college, announcement } = await publicPages(request);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    const paths = [
      '/home',
      '/data/colleges',
      '/data/colleges?keyword=内蒙古&page=2',
      `/data/college-page?id=${college.id}`,
      '/data/subject',
      '/data/subject-detail?code=010101',
      `/data/report-detail?id=${college.id}`,
      `/data/college-compare?ids=${college.id}`,
      '/data/line',
      '/data/orderLine',
      '/data/electives',
      '/news/news-detail',
      `/news/news-content?id=${announcement.id}`,
      '/policy/simulate',
      '/data-search/data-search',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    // React reports a mismatch as a recoverable error (main.tsx logs it) or, in production, error #418/#423/#425.
    expect(logged.filter((text) => /hydrat|#41[89]|#42[2-5]|did not match/i.test(text))).toEqual([]);
  });

  test('a click made before the script has come still works', async ({ page }) => {
    // The main chunk (React, the router, the shell) is held back, as on a slow phone network.
    const letScriptThrough = await holdMainScript(page);
    await page.goto('/data/colleges', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: '关键词' }).fill('内蒙古大学');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/keyword=/);
    letScriptThrough();
    const results = page.getByRole('table', { name: '院校列表' });
    await expect(results.getByRole('link', { name: '内蒙古大学', exact: true })).toBeVisible();
    // Hydrated: the page is React's now, and a button of the shell works.
    await hydrated(page);
    await page.getByRole('region', { name: '顶部操作栏' }).getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('dialog', { name: '用户登录' })).toBeVisible();
  });

  test('登录 and 注册 tapped before the script has come open their pages, and sign-in comes back', async ({
    page,
  }) => {
    const letScriptThrough = await holdMainScript(page);
    await page.goto('/data/line?year=2026', { waitUntil: 'commit' });
    const bar = page.getByRole('region', { name: '顶部操作栏' });
    await bar.getByRole('button', { name: '注册' }).click();
    await expect(page).toHaveURL(/\/user\/register/);
    await page.goto('/data/line?year=2026', { waitUntil: 'commit' });
    await bar.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdata%2Fline%3Fyear%3D2026$/);
    letScriptThrough();
    await expect(page.getByRole('textbox', { name: '手机号码' })).toBeVisible();
  });

  test('the pages visitors land on are drawn in one render, their data fetched ahead by their loaders', async ({
    request,
  }) => {
    const { college, announcement } = await publicPages(request);
    const chartered = await collegeWithCharter(request);
    // Addresses no one asked for yet, so each is drawn for this request.
    const fresh = `e2e-${Date.now()}`;
    for (const path of [
      `/data/college-page?id=${college.id}&from=${fresh}`,
      `/data/colleges?keyword=${encodeURIComponent('师范')}&page=2&from=${fresh}`,
      `/data/subject-detail?code=080901&from=${fresh}`,
      `/subject-data/subject-detail?code=080901&from=${fresh}`,
      `/news/news-content?id=${announcement.id}&from=${fresh}`,
      `/data/line?from=${fresh}`,
      `/data/line?year=2026&from=${fresh}`,
      `/data/orderLine?year=2026&category=${encodeURIComponent('物理类')}&from=${fresh}`,
      `/data/orderLine?score=550&from=${fresh}`,
      `/data/report-detail?id=${chartered.id}&from=${fresh}`,
      `/data/college-compare?ids=${college.id},${chartered.id}&from=${fresh}`,
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['server-timing'], path).toMatch(/^render;dur=\d+;desc="1 round"$/);
    }
  });

  test('a page the server drew a while ago hydrates without fetching its data again', async ({ page }) => {
    // The server keeps a rendered page until the data version changes: ten minutes later (past 找学校's
    // five-minute staleTime and the site config's ten) the browser must still take the page's answers as
    // they are, not draw the results a second time from a new fetch.
    await page.clock.setSystemTime(Date.now() + 11 * 60_000);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    for (const path of ['/data/colleges', '/data/orderLine?score=550']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('region', { name: '分数查位次' }).getByText('位次区间')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('一分一段: a score typed before hydration is kept and looked up', async ({ page }) => {
    // The main chunk (React, the router, the shell) is held back until the score is typed.
    const letScriptThrough = await holdMainScript(page);
    await page.goto('/data/orderLine', { waitUntil: 'commit' });
    const byScore = page.getByRole('region', { name: '分数查位次' });
    const box = byScore.getByRole('textbox', { name: '分数' });
    await box.fill('550');
    letScriptThrough();
    await hydrated(page);
    // React took the page over without resetting the box: its value is what was typed, and it is looked up.
    await expect(box).toHaveValue('550');
    await byScore.getByRole('button', { name: '查位次' }).click();
    await expect(page).toHaveURL(/score=550/);
    await expect(byScore.getByText(/550分$/)).toBeVisible();
    await expect(byScore.getByText('位次区间')).toBeVisible();

    // The home page's box, typed before hydration too, answers in place once React is there.
    await page.goto('/home', { waitUntil: 'commit' });
    const total = page.getByRole('textbox', { name: /高考总分/ });
    await total.fill('600');
    await hydrated(page);
    await expect(total).toHaveValue('600');
    await page.getByRole('button', { name: '查询位次' }).click();
    await expect(page.getByRole('status').getByText(/600分/)).toBeVisible();
  });

  test('一分一段: the lookups work without JavaScript', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/data/orderLine');
      const byScore = page.getByRole('region', { name: '分数查位次' });
      await byScore.getByRole('textbox', { name: '分数' }).fill('550');
      await byScore.getByRole('button', { name: '查位次' }).click();
      await expect(page).toHaveURL(/[?&]score=550/);
      await expect(byScore.getByText(/550分$/)).toBeVisible();
      await expect(byScore.getByText('位次区间')).toBeVisible();
      // The other lookup keeps the score: both answers stand.
      const byRank = page.getByRole('region', { name: '位次查分数' });
      await byRank.getByRole('textbox', { name: '位次' }).fill('10000');
      await byRank.getByRole('button', { name: '查分数' }).click();
      await expect(page).toHaveURL(/rank=10000/);
      await expect(page).toHaveURL(/score=550/);
      await expect(byRank.getByText(/位次 10,000/)).toBeVisible();
      await expect(byScore.getByText('位次区间')).toBeVisible();
      // A score the lookup does not take comes back with its message.
      await byScore.getByRole('textbox', { name: '分数' }).fill('800');
      await byScore.getByRole('button', { name: '查位次' }).click();
      await expect(byScore.getByText('分数应为0到750之间的数')).toBeVisible();

      // The home page's box opens the 一分一段 page with the answer.
      await page.goto('/home');
      await page.getByRole('textbox', { name: /高考总分/ }).fill('600');
      await page.getByRole('button', { name: '查询位次' }).click();
      await expect(page).toHaveURL(/\/data\/orderLine\?.*score=600/);
      await expect(page.getByRole('region', { name: '分数查位次' }).getByText(/600分$/)).toBeVisible();
    });
  });

  test('a signed-in and a signed-out visitor never receive each other’s HTML', async ({
    browser,
    baseURL,
  }) => {
    const signedIn = await browser.newContext({ baseURL });
    const signedOut = await browser.newContext({ baseURL });
    try {
      const phone = uniquePhone();
      await registerAccount(signedIn.request, phone, 'abc12345', '服务端渲染');
      const page = await signedIn.newPage();
      await page.goto('/home');
      await hydrated(page);
      await page.getByRole('region', { name: '顶部操作栏' }).getByRole('button', { name: '登录' }).click();
      await logInWithDialog(page, phone, 'abc12345');
      // A signed-in visitor's pages hydrate without a mismatch too (the shell as signed in, their data after).
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      for (const path of ['/home', '/data/colleges', '/policy/simulate']) {
        await page.goto(path);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
      }
      await expect(
        page.getByRole('region', { name: '顶部操作栏' }).getByText('个人中心（服务端渲染）'),
      ).toBeVisible();
      expect(logged.filter((text) => /hydrat|#41[89]|#42[2-5]/i.test(text))).toEqual([]);

      const html = async (context: BrowserContext, path: string) => {
        const response = await context.request.get(path);
        expect(response.status()).toBe(200);
        return { body: await response.text(), cacheControl: response.headers()['cache-control'] ?? '' };
      };
      for (const path of ['/home', '/data/colleges', '/home', '/data/colleges']) {
        // Alternately, so that a page kept for one would be sent to the other if the cache mixed them.
        const outside = await html(signedOut, path);
        const inside = await html(signedIn, path);
        expect(outside.body, path).toContain('>登录</button>');
        expect(outside.body, path).not.toContain('个人中心');
        expect(inside.body, path).toContain('个人中心');
        expect(inside.body, path).not.toContain('>登录</button>');
        expect(inside.cacheControl, path).toContain('private');
        expect(outside.cacheControl, path).not.toContain('private');
        // The signed-in page carries no personal data: the person's name loads in the browser.
        expect(inside.body, path).not.toContain('服务端渲染');
        // No script runs from the HTML itself (the CSP allows none): React's streaming scripts stay out.
        expect(outside.body, path).not.toMatch(/<script(?![^>]*(?:\bsrc=|type="application\/json"))/);
      }
    } finally {
      await signedIn.close();
      await signedOut.close();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
