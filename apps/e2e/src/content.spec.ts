// The content pages in Chromium against the real server and its seeded database: /home (carousel, latest
// announcements, batch lines, rank lookup), the 高考公告 and 强基计划 lists, an announcement with its print
// preview, and the 专业解读 and 院校解读 lists with their reading view. Each page: real content, the title
// "<route title> - <site title>", the breadcrumb rules of spec §2, no serious axe violation, and screenshots at
// 1280 and 375 px (attached to the report and kept in reports/screenshots/).
import { DatabaseSync } from 'node:sqlite';
import { type Page } from '@playwright/test';
import { currentDatabaseFile } from './support/e2e-server.ts';
import { expect, test } from './support/fixtures.ts';
import {
  SITE_TITLE,
  closeWithEscape,
  expectNoSeriousViolations,
  hydrated,
  screenshots,
} from './support/page-checks.ts';

const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '面包屑' });

/**
 * The breadcrumb: 首页 linking home, then `entries`; the last is plain text (the current page), and every
 * entry named in `plain` is plain text too (a section with redirect noRedirect).
 */
async function expectBreadcrumb(page: Page, entries: string[], plain: string[] = []) {
  const nav = breadcrumb(page);
  await expect(nav).toBeVisible();
  const items = nav.getByRole('listitem');
  await expect(items).toHaveCount(entries.length + 1);
  await expect(items.first()).toHaveText('首页');
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
  const last = entries.at(-1);
  for (const title of entries) {
    const isPlain = title === last || plain.includes(title);
    if (isPlain) {
      await expect(nav.getByRole('link', { name: title, exact: true })).toHaveCount(0);
      await expect(nav.getByText(title, { exact: true })).toBeVisible();
    } else {
      await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
  }
  if (last) await expect(nav.getByText(last, { exact: true })).toHaveAttribute('aria-current', 'page');
}

test.describe('content pages', () => {
  test('/home: carousel, latest announcements, quick entries, batch lines and the rank lookup', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    await expect(page).toHaveTitle(`首页 - ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { name: '高考志愿填报', level: 1 })).toBeVisible();
    // The home page is the Dashboard: no breadcrumb.
    await expect(breadcrumb(page)).toHaveCount(0);

    await expect(page.getByRole('region', { name: '首页轮播图' })).toBeVisible();
    const gaokao = page.getByRole('list', { name: '高考公告列表' });
    await expect(gaokao.getByRole('link', { name: '【示例】录取批次设置与批次线说明' })).toBeVisible();
    await expect(page.getByRole('list', { name: '强基计划列表' }).getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('link', { name: '查看更多强基计划' })).toHaveAttribute(
      'href',
      '/qjjh/news-detail',
    );
    await expect(page.getByRole('heading', { name: '快捷入口' })).toBeVisible();

    const lines = page.getByRole('heading', { name: /年批次线$/, level: 2 });
    await expect(lines).toBeVisible();
    await expect(page.getByRole('table', { name: /年物理类批次线$/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /年物理类批次线$/ }).getByRole('row', { name: /^本科批 \d+$/ }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: /高考总分/ }).fill('520');
    await page.getByRole('radio', { name: '历史类' }).check();
    await page.getByRole('button', { name: '查询位次' }).click();
    const result = page.getByRole('status').filter({ hasText: '位次' });
    await expect(result).toContainText(/历史类 520分/);
    await expect(result).toContainText(/位次 [\d,]+/);
    await expect(result.getByRole('link', { name: '查看一分一段表详情' })).toHaveAttribute(
      'href',
      /\/data\/orderLine\?score=520&category=/,
    );

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-home', async () => {
      await expect(page.getByRole('table', { name: /年物理类批次线$/ })).toBeVisible();
    });
  });

  test('/home: a click on a carousel item with a url opens it in a new tab', async ({
    page,
    context,
    baseURL,
  }) => {
    const file = currentDatabaseFile();
    const target = `${baseURL}/api/health`;
    const db = new DatabaseSync(file);
    const svg = encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="375"><rect width="1200" height="375" fill="#0050b3"/></svg>',
    );
    const now = Date.now();
    const { lastInsertRowid } = db
      .prepare(
        `insert into carousel_items (title, image_url, url, sort_order, enabled, is_sample, created_at, updated_at)
         values (?, ?, ?, -1, 1, 0, ?, ?)`,
      )
      .run('e2e 链接横幅', `data:image/svg+xml;charset=utf-8,${svg}`, target, now, now);
    // Written as another process would: its staff-writes version tells the server's kept pages to look again
    // (the server polls it every 2 s).
    db.prepare(
      `insert into data_versions (name, version, updated_at) values ('pages', 1, ?)
       on conflict (name) do update set version = version + 1, updated_at = excluded.updated_at`,
    ).run(now);
    try {
      const carousel = page.getByRole('region', { name: '首页轮播图' });
      await expect(async () => {
        await page.goto('/home');
        await expect(carousel.locator('a[target="_blank"]')).not.toHaveCount(0, { timeout: 1000 });
      }).toPass();
      await expect(carousel).toBeVisible();
      // The linked banner is the first slide; the pointer over it stops the rotation.
      await hydrated(page);
      const link = carousel.locator(`a[target="_blank"][href="${target}"]`);
      // The pointer over it stops the rotation once the carousel's code has come (after the page's).
      await expect(async () => {
        await carousel.hover();
        await expect(link).toBeVisible({ timeout: 2000 });
      }).toPass();
      await expect(link).toHaveAttribute('href', target);
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(target);
      await opened.close();
      // The site itself stays where it was.
      expect(new URL(page.url()).pathname).toBe('/home');
    } finally {
      db.prepare('delete from carousel_items where id = ?').run(lastInsertRowid);
      db.close();
    }
  });

  test('/news/news-detail: the 高考公告 list with keyword search in the URL', async ({ page }, testInfo) => {
    await page.goto('/news/news-detail');
    await expect(page).toHaveTitle(`高考公告 - ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { name: '高考公告', level: 1 })).toBeVisible();
    await expectBreadcrumb(page, ['高考公告']);
    const list = page.getByRole('list', { name: '高考公告列表' });
    await expect(list.getByRole('link', { name: '【示例】普通高校招生考试报名须知' })).toBeVisible();
    await expect(list.getByText('示例数据').first()).toBeVisible();
    // 强基计划 announcements are not in this list.
    await expect(list.getByRole('link', { name: /强基计划/ })).toHaveCount(0);

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-news-list', async () => {
      await expect(list).toBeVisible();
    });

    const search = page.getByRole('search', { name: '搜索公告' });
    await search.getByRole('searchbox').fill('复核');
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/news\/news-detail\?keyword=%E5%A4%8D%E6%A0%B8$/);
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link', { name: '【示例】高考成绩查询与复核流程' })).toBeVisible();
    // Refresh keeps the search.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: '搜索公告' })).toHaveValue('复核');
    await expect(page.getByRole('list', { name: '高考公告列表' }).getByRole('link')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/news\/news-detail$/);
  });

  test('/news/news-content: the announcement, its breadcrumb under 高考公告, and the print preview', async ({
    page,
  }, testInfo) => {
    await page.goto('/news/news-detail');
    await page.getByRole('link', { name: '【示例】新高考“3+1+2”选科与科类说明' }).click();
    await expect(page).toHaveURL(/\/news\/news-content\?id=\d+$/);
    await expect(page).toHaveTitle(`【示例】新高考“3+1+2”选科与科类说明 - 高考公告 - ${SITE_TITLE}`);
    await expect(
      page.getByRole('heading', { name: '【示例】新高考“3+1+2”选科与科类说明', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '考试科目', level: 2 })).toBeVisible();
    await expect(page.getByRole('main').getByText('示例数据').first()).toBeVisible();
    // 高考公告 is the section (redirect noRedirect): plain text, though not the last entry.
    await expectBreadcrumb(page, ['高考公告', '公告详情'], ['高考公告']);

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-news-content', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    await page.getByRole('main').getByRole('button', { name: '打印' }).click();
    const layer = page.getByRole('dialog', { name: '打印预览' });
    await expect(layer).toBeVisible();
    await expect(layer.getByRole('heading', { name: '打印预览' })).toBeVisible();
    await expect(layer.getByRole('button', { name: '打印' })).toBeVisible();
    await expect(layer.getByRole('heading', { name: '【示例】新高考“3+1+2”选科与科类说明' })).toBeVisible();
    expect(await layer.evaluate((el) => getComputedStyle(el).zIndex)).toBe('20002');
    await expectNoSeriousViolations(page);
    await testInfo.attach('news-content-print-preview', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    await closeWithEscape(layer);

    await page.goto('/news/news-content?id=987654');
    await expect(page.getByRole('heading', { name: '公告不存在或已被删除', level: 1 })).toBeVisible();
  });

  test('/qjjh/news-detail: the 强基计划 announcements, opening on the announcement page', async ({
    page,
  }, testInfo) => {
    await page.goto('/qjjh/news-detail');
    await expect(page).toHaveTitle(`强基计划 - ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { name: '强基计划', level: 1 })).toBeVisible();
    await expectBreadcrumb(page, ['强基计划']);
    const list = page.getByRole('list', { name: '强基计划列表' });
    await expect(list.getByRole('link')).toHaveCount(3);
    await expect(list.getByRole('link', { name: '【示例】强基计划报名流程' })).toBeVisible();

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-qjjh-list', async () => {
      await expect(list).toBeVisible();
    });

    await list.getByRole('link', { name: '【示例】强基计划入围考核须知' }).click();
    await expect(page.getByRole('heading', { name: '【示例】强基计划入围考核须知', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回强基计划' })).toHaveAttribute(
      'href',
      '/qjjh/news-detail',
    );
  });

  test('/subject-explain/list: 专业解读 with the reading view in the same page', async ({
    page,
  }, testInfo) => {
    await page.goto('/subject-explain/list');
    await expect(page).toHaveTitle(`专业解读 - ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { name: '专业解读', level: 1 })).toBeVisible();
    await expectBreadcrumb(page, ['专业解读']);
    const list = page.getByRole('list', { name: '专业解读文章列表' });
    await expect(list.getByRole('link', { name: '【示例】专业解读：计算机科学与技术' })).toBeVisible();
    await expect(list.getByRole('link', { name: '计算机科学与技术', exact: true })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=080901',
    );

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-subject-explain-list', async () => {
      await expect(list).toBeVisible();
    });

    await list.getByRole('link', { name: '【示例】专业解读：计算机科学与技术' }).click();
    await expect(page).toHaveURL(/\/subject-explain\/list\?id=\d+$/);
    await expect(
      page.getByRole('heading', { name: '【示例】专业解读：计算机科学与技术', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    await expectBreadcrumb(page, ['专业解读']);
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-subject-explain-reading', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    // Signed out, 收藏 asks to log in first.
    await page.getByRole('button', { name: '收藏' }).click();
    await closeWithEscape(page.getByRole('dialog', { name: '用户登录' }));

    await page.getByRole('link', { name: '返回专业解读列表' }).click();
    await expect(page).toHaveURL(/\/subject-explain\/list$/);
    await expect(page.getByRole('heading', { name: '专业解读', level: 1 })).toBeVisible();
  });

  test('/unscramble/unscramble-list: 院校解读 with search and the reading view', async ({
    page,
  }, testInfo) => {
    await page.goto('/unscramble/unscramble-list');
    await expect(page).toHaveTitle(`院校解读 - ${SITE_TITLE}`);
    await expect(page.getByRole('heading', { name: '院校解读', level: 1 })).toBeVisible();
    await expectBreadcrumb(page, ['院校解读']);
    const list = page.getByRole('list', { name: '院校解读文章列表' });
    await expect(list.getByRole('link', { name: '【示例】院校解读：内蒙古大学' })).toBeVisible();

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'content-unscramble-list', async () => {
      await expect(list).toBeVisible();
    });

    await page.getByRole('searchbox', { name: '搜索院校解读' }).fill('工业');
    await page.getByRole('searchbox', { name: '搜索院校解读' }).press('Enter');
    await expect(page).toHaveURL(/keyword=%E5%B7%A5%E4%B8%9A/);
    await expect(list.getByRole('link', { name: /^【示例】/ })).toHaveCount(1);
    await list.getByRole('link', { name: '【示例】院校解读：内蒙古工业大学' }).click();
    await expect(
      page.getByRole('heading', { name: '【示例】院校解读：内蒙古工业大学', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '内蒙古工业大学', exact: true })).toHaveAttribute(
      'href',
      /^\/data\/college-page\?id=\d+$/,
    );
    await page.getByRole('link', { name: '返回院校解读列表' }).click();
    await expect(page).toHaveURL(/\/unscramble\/unscramble-list\?keyword=%E5%B7%A5%E4%B8%9A$/);
  });

  test('the footer shows the site configuration and the data sources', async ({ page }) => {
    await page.goto('/news/news-detail');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('©');
    await expect(footer.getByRole('list', { name: '数据来源' })).toContainText('来源：中华人民共和国教育部');
  });
});
