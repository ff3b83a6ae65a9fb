// The page shell in a real browser against the real server: navigation, titles, the 404 page, and axe.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations, hydrated } from './support/page-checks.ts';

/** Runs `use` on a page whose script is switched off (its own browser context, closed after, even on failure). */
async function withoutScript(browser: Browser, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const NAV_LABELS = ['首页', '高考公告', '院校介绍', '找学校', '找专业', '模拟填报', '大数据查询', '我的收藏'];

test.describe('page shell', () => {
  test('renders the top bar, the nine navigation items in order and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const nav = page.getByRole('navigation', { name: '主导航' });
    const labels = await nav.getByRole('link').allInnerTexts();
    // External links carry a screen-reader hint (在新标签页打开) after their label.
    const visible = labels.map((l) => l.replace('（在新标签页打开）', '').trim()).filter((l) => l !== '');
    expect(visible).toEqual(NAV_LABELS);
    await expect(nav.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    await expect(nav.getByRole('link', { name: '首页', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: /院校介绍/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('首页 - 高考志愿填报系统');
  });

  test('lands an unknown path on the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('您访问的页面不存在')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).last().click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('shows the navigation as a menu on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/home');
    // The menu opens by script: a tap before React has taken the page (the `load` event can come before the
    // page's own chunk, which hydration waits for) is not replayed — CI saw this test tap too early.
    await hydrated(page);
    const toggle = page.getByRole('button', { name: '打开导航菜单' });
    await expect(toggle).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '高考公告' }),
    ).toBeHidden();
    await toggle.click();
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '高考公告' }),
    ).toBeVisible();
  });

  test('模拟填报 and 找学校 paint from their HTML, and the script takes the same elements over', async ({
    page,
    browser,
  }) => {
    // Without the script at all: the page the server rendered is in the HTML.
    await withoutScript(browser, async (plain) => {
      for (const [path, heading] of [
        ['/policy/simulate', '模拟填报'],
        ['/data/colleges', '找学校'],
      ] as const) {
        await plain.goto(path);
        await expect(plain.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(plain.getByRole('navigation', { name: '主导航' })).toBeVisible();
        await expect(plain).toHaveTitle(`${heading} - 高考志愿填报系统`);
      }
    });

    // With it: React hydrates the elements the HTML drew (marked before any script runs), nothing is drawn twice.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.querySelectorAll('header, main'))
          Object.assign(element, { fromHtml: true });
      });
    });
    await page.goto('/policy/simulate');
    await expect(page.getByRole('textbox', { name: '高考分数' })).toBeVisible();
    const kept = await page.evaluate(() =>
      [...document.querySelectorAll('header, main')].map((element) => 'fromHtml' in element),
    );
    expect(kept).toEqual([true, true]);
  });

  test("首页 paints the carousel's banners from its HTML, and the script keeps them without asking again", async ({
    page,
    browser,
  }) => {
    // Without the script: the server drew the page with the banners staff set (the sample banners here).
    await withoutScript(browser, async (plain) => {
      await plain.goto('/home');
      const carousel = plain.getByRole('region', { name: '首页轮播图' });
      await expect(carousel.getByRole('group', { name: /^第 1 张/ }).locator('img')).toBeVisible();
      await expect(carousel.getByText(/示例/).first()).toBeVisible();
      await expect(plain.getByRole('navigation', { name: '主导航' })).toBeVisible();
    });

    // With it: the carousel drawn by the HTML is the one on the page, and its banners are not fetched again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/scrollSetting/getScrollImages')) asked.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const drawn = document.querySelector('[data-slot="carousel"]');
        if (drawn) Object.assign(drawn, { fromHtml: true });
      });
    });
    await page.goto('/home');
    await hydrated(page);
    const live = page.getByRole('region', { name: '首页轮播图' });
    // The carousel's code comes after the page's (the server's carousel stands until then): press again until
    // it answers, as the content specs do.
    await expect(async () => {
      await live.getByRole('button', { name: '下一张' }).click();
      await expect(live.getByRole('group', { name: /^第 2 张/ })).toBeVisible({ timeout: 2000 });
    }).toPass();
    expect(
      await page.evaluate(() => 'fromHtml' in (document.querySelector('[data-slot="carousel"]') ?? {})),
    ).toBe(true);
    expect(asked).toEqual([]);
  });

  test('a full page load logs no router warning (HydrateFallback) and breaks no CSP rule', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    // What the server's Content-Security-Policy refused (an eval, an inline script): Lighthouse counts each
    // as a best-practices issue, and it is code that would not run.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP: ${e.violatedDirective} in ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    for (const path of ['/home', '/data/colleges', '/policy/simulate']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The API layer (and zod) loads with the first call: wait until the page's calls are done.
      await page.waitForLoadState('networkidle');
    }
    expect(logged.filter((text) => /HydrateFallback|hydration|^CSP:/i.test(text))).toEqual([]);
  });

  test("the public pages never download the back office's calls (its half of the contract registry)", async ({
    page,
  }) => {
    // The registry's staff half is the lazy chunk of libs/domain's staff-registry.ts: it loads when a call
    // outside the site's half is made (填报日程 on the home page was one), or when a page imports the whole
    // registry to read one path (大数据查询's export link did, through a chunk of its own, staff-calls).
    const staffChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/staff-(registry|calls)[^/]*\.js$/.test(request.url())) staffChunks.push(request.url());
    });
    for (const path of [
      '/data/colleges',
      '/policy/simulate',
      '/news/news-detail',
      '/data-search/data-search',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // 填报日程 (the call that once loaded the staff half) is made by the browser when it goes to the home page
    // itself: a full load of /home has it from the server.
    const keyDates = page.waitForResponse('**/api/keyDates/list');
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '首页', exact: true })
      .click();
    await keyDates;
    await page.waitForLoadState('networkidle');
    expect(staffChunks).toEqual([]);
  });

  test('a page does not shift under a phone reader when its data arrives (the footer stays below)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The search answers only once the page has painted without it, as on a slow phone network.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/college/search', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/data/colleges');
    await expect(page.getByRole('heading', { name: '找学校', level: 1 })).toBeVisible();
    release();
    // On a phone the results table's rows are cards, each headed by the college's name.
    await expect(
      page
        .getByRole('table', { name: '院校列表' })
        .getByRole('rowheader', { name: /北京大学/ })
        .getByRole('link', { name: '北京大学' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.02);
  });

  test('the first Tab reaches a skip link that moves focus to the page content', async ({ page }) => {
    await page.goto('/data/colleges');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  for (const path of ['/home', '/404', '/401']) {
    test(`has no serious accessibility violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
