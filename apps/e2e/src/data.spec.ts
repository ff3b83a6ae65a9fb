// The data pages in a real browser against the real server and its seeded database: 找学校 (search, filters and
// sort held in the URL across reload and history), 院校详情 with its history, 招生章程, the major catalog and a
// major, 批次线 and 一分一段. Each page: its title and breadcrumb, axe, and screenshots at 1280 and 375 px.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  expectNoSeriousViolations,
  expectTitleAndBreadcrumb,
  hydrated,
  screenshots,
} from './support/page-checks.ts';

/** A chart that ECharts really drew: the named image holds an SVG. */
async function expectChartDrawn(page: Page, name: RegExp | string) {
  const chart = page.getByRole('img', { name });
  // ECharts loads once the page is idle and the chart near the viewport (libs/features/shared's EChart).
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg').first()).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Charts honour reduced motion and are drawn at once: the screenshots show them whole, not mid-animation.
test.use({ reducedMotion: 'reduce' });

const collegeTable = (page: Page) => page.getByRole('table', { name: '院校列表' });

test.describe('data pages', () => {
  test('找学校: searching 内大 finds 内蒙古大学', async ({ page }, testInfo) => {
    await page.goto('/data/colleges');
    await expect(page.getByRole('heading', { level: 1, name: '找学校' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '找学校', '数据查询');
    await expect(page.getByRole('status').filter({ hasText: /共 [\d,]+ 所院校/ })).toBeVisible();

    await page.getByRole('searchbox', { name: '关键词' }).fill('内大');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=%E5%86%85%E5%A4%A7/);
    const first = collegeTable(page).getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: '内蒙古大学', exact: true })).toBeVisible();
    await expect(first.getByText('211')).toBeVisible();

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-colleges');
  });

  test('找学校 on a phone: each row of the table is a card headed by the linked name, reached by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/data/colleges?keyword=内蒙古大学');
    const name = collegeTable(page).getByRole('rowheader', { name: /^内蒙古大学/ });
    const link = name.getByRole('link', { name: '内蒙古大学', exact: true });
    await expect(link).toBeVisible();
    await expect(name.getByText('211')).toBeVisible();
    // One list for every screen: the name is on the page once.
    await expect(page.getByRole('link', { name: '内蒙古大学', exact: true })).toHaveCount(1);
    // The column headers are hidden on a phone; each fact is led by its column's name instead.
    const place = name.locator('xpath=..').getByRole('cell').nth(1);
    await expect(place).toHaveAttribute('data-label', '所在地');
    await expect(place).toHaveText('内蒙古 · 呼和浩特市');
    expect(await place.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"所在地"');
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await expectNoSeriousViolations(page);

    await hydrated(page);
    await page.getByRole('button', { name: '搜索', exact: true }).focus();
    for (let tabs = 0; tabs < 30 && !(await link.evaluate((a) => a === document.activeElement)); tabs++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '内蒙古大学' })).toBeVisible();
  });

  test('找学校: a filter and a sort survive reload, back and forward', async ({ page }) => {
    await page.goto('/data/colleges');
    await expect(collegeTable(page).getByRole('link').first()).toBeVisible();
    // The server's list shows before React has hydrated it; a Radix select opens on pointerdown, which a
    // page not yet hydrated does not answer (flaky when the click came first).
    await hydrated(page);
    await choose(page, '所在省份', '内蒙古');
    await expect(page).toHaveURL(/province=%E5%86%85%E8%92%99%E5%8F%A4/);
    await choose(page, '办学层次', '本科');
    await choose(page, '排序', '按院校代码');
    await expect(page).toHaveURL(/sort=code/);
    const firstName = collegeTable(page).getByRole('row').nth(1).getByRole('link').first();
    await expect(firstName).toBeVisible();
    const sortedFirst = await firstName.innerText();
    const total = await page
      .getByRole('status')
      .filter({ hasText: /所院校/ })
      .innerText();
    const filteredUrl = page.url();

    await page.reload();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByRole('combobox', { name: '所在省份' })).toHaveText('内蒙古');
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveText('按院校代码');
    await expect(page.getByRole('status').filter({ hasText: /所院校/ })).toHaveText(total);
    await expect(collegeTable(page).getByRole('row').nth(1).getByRole('link').first()).toHaveText(
      sortedFirst,
    );

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=code/);
    await expect(page).toHaveURL(/level=/);
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveText('默认排序');
    await page.goForward();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByRole('combobox', { name: '排序' })).toHaveText('按院校代码');
    await expect(collegeTable(page).getByRole('row').nth(1).getByRole('link').first()).toHaveText(
      sortedFirst,
    );
  });

  test('院校详情: the overview, the history in the region with its chart, this year’s plan and the majors', async ({
    page,
  }, testInfo) => {
    await page.goto('/data/colleges?keyword=内蒙古大学');
    await collegeTable(page).getByRole('link', { name: '内蒙古大学', exact: true }).click();
    await expect(page).toHaveURL(/\/data\/college-page\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '内蒙古大学' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '院校详情', '数据查询', '内蒙古大学 - 院校详情');
    // Found by search engines: its own description, its canonical URL, and that URL in the sitemap.
    const url = new URL(page.url());
    const canonical = `${url.origin}/data/college-page?id=${url.searchParams.get('id')}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^内蒙古大学（内蒙古呼和浩特市，本科，公办.*）：内蒙古大学在内蒙古的历年录取分数线/,
    );
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`<loc>${canonical}</loc>`);
    await expect(page.getByText('4115010126')).toBeVisible();
    await expect(page.getByRole('button', { name: '收藏' })).toBeVisible();

    const history = page.getByRole('region', { name: '在内蒙古的历年录取' });
    const rows = history.getByRole('table', { name: '历年录取明细' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(5);
    await expect(rows.nth(1)).toContainText('2025');
    await expect(history.getByText('示例数据').first()).toBeVisible();
    await expectChartDrawn(page, /内蒙古大学历年最低分走势/);

    await history.getByRole('button', { name: '最低位次' }).click();
    await expectChartDrawn(page, /内蒙古大学历年最低位次走势/);
    await choose(page, '科类', '物理类');
    await expect(history.getByRole('table', { name: '历年录取明细' }).getByRole('row').nth(1)).toContainText(
      '物理类',
    );

    const plans = page.getByRole('region', { name: '2026年招生计划' });
    // One 科类 at a time: the plan's first (历史类) until the student picks theirs, which the address keeps.
    const categories = plans.getByRole('navigation', { name: '按科类查看招生计划' });
    await expect(categories.getByRole('link', { name: /^历史类（\d+ 组）$/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await categories.getByRole('link', { name: /^物理类（\d+ 组）$/ }).click();
    await expect(page).toHaveURL(/category=%E7%89%A9%E7%90%86%E7%B1%BB/);
    await expect(plans.getByRole('heading', { level: 3, name: /^历史类/ })).toHaveCount(0);
    // The plan is the authority's: its groups are named by its 3-digit 院校代码 and group code (751-111组).
    await expect(
      plans.getByRole('heading', { level: 3, name: /^物理类 · 本科批 · \d{3}-\d{3}组/ }).first(),
    ).toBeVisible();
    await expect(plans.getByText(/^选科要求：/).first()).toBeVisible();
    await expect(plans.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();

    const majors = page.getByRole('table', { name: '开设专业列表' });
    await expect(majors.getByRole('row').nth(1)).toBeVisible();

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-college-page');
  });

  test('招生章程: the charter page of a college', async ({ page }, testInfo) => {
    await page.goto('/data/colleges?keyword=内蒙古大学');
    const href = await collegeTable(page)
      .getByRole('link', { name: '内蒙古大学', exact: true })
      .getAttribute('href');
    const id = new URL(href ?? '', 'http://x').searchParams.get('id');
    await page.goto(`/data/report-detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '内蒙古大学招生章程' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '招生章程', '数据查询');
    // The seeded data has no charter texts: the page says so and leads back to the college.
    await expect(
      page.getByText('该校暂未公布招生章程').or(page.getByRole('button', { name: '打印预览' })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '返回内蒙古大学' })).toHaveAttribute(
      'href',
      `/data/college-page?id=${id}`,
    );
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-report-detail');
  });

  test('找专业: the catalog tree expands down to a major, whose page shows its universities and history', async ({
    page,
  }, testInfo) => {
    await page.goto('/data/subject');
    await expect(page.getByRole('heading', { level: 1, name: '找专业' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '找专业', '数据查询');
    const tree = page.getByRole('list', { name: '专业目录' });
    const engineering = tree.getByRole('button', { name: /^08\s*工学/ });
    await expect(engineering).toHaveAttribute('aria-expanded', 'false');
    await engineering.click();
    await expect(engineering).toHaveAttribute('aria-expanded', 'true');
    const computing = tree.getByRole('button', { name: /0809\s*计算机类/ });
    await computing.click();
    const major = tree.getByRole('link', { name: /080901\s*计算机科学与技术/ });
    await expect(major).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-subject');

    await major.click();
    await expect(page).toHaveURL(/\/data\/subject-detail\?code=080901$/);
    await expect(page.getByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '专业详情', '数据查询', '计算机科学与技术 - 专业详情');
    await expect(page.getByRole('table', { name: '开设该专业的院校' }).getByRole('row').nth(1)).toBeVisible();
    const history = page.getByRole('table', { name: '该专业的历年录取' });
    await expect(history.getByRole('row').nth(1)).toBeVisible();
    await expect(history.getByRole('row').nth(1)).toContainText('计算机科学与技术');
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-subject-detail');
  });

  test('找专业 under 专业数据: search, and the major page in the same section', async ({
    page,
  }, testInfo) => {
    await page.goto('/subject-data/subject');
    await expectTitleAndBreadcrumb(page, '找专业', '专业数据');
    await page.getByRole('searchbox', { name: '关键词' }).fill('临床医学');
    await page.getByRole('button', { name: '搜索' }).click();
    const results = page.getByRole('table', { name: '专业搜索结果' });
    // 临床医学 is both a 本科 major (100201) and a 高职专科 major (520101): open the 本科 one.
    await results
      .getByRole('link', { name: '临床医学', exact: true })
      .and(page.locator('[href$="code=100201"]'))
      .click();
    await expect(page).toHaveURL(/\/subject-data\/subject-detail\?code=100201/);
    await expect(page.getByRole('heading', { level: 1, name: '临床医学' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '专业详情', '专业数据', '临床医学 - 专业详情');
    // The same major under 专业数据 names the 数据查询 page as the one search engines should show.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/data/subject-detail?code=100201', page.url()).href,
    );
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-subject-data-detail');
  });

  test('批次线: the lines by year and track, as a table and a trend chart', async ({ page }, testInfo) => {
    await page.goto('/data/line');
    await expect(page.getByRole('heading', { level: 1, name: '批次线' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '批次线', '数据查询');
    const table = page.getByRole('table', { name: '物理类 / 理科批次线明细' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('cell', { name: '本科批', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: '本科一批', exact: true }).first()).toBeVisible();
    await expectChartDrawn(page, '物理类 / 理科历年批次线走势');
    await choose(page, '科类', '历史类 / 文科');
    await expect(page).toHaveURL(/track=/);
    await expect(page.getByRole('table', { name: '历史类 / 文科批次线明细' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'data-line');
  });

  test('一分一段: score → rank, the equivalent scores of past years, rank → score, the table', async ({
    page,
  }, testInfo) => {
    await page.goto('/data/orderLine');
    await expect(page.getByRole('heading', { level: 1, name: '一分一段' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '一分一段', '数据查询');

    const byScore = page.getByRole('region', { name: '分数查位次' });
    // Checked in the page once React has hydrated it (before, the box is a plain GET form of the page).
    await hydrated(page);
    await byScore.getByRole('button', { name: '查位次' }).click();
    await expect(byScore.getByText('请输入分数')).toBeVisible();
    await byScore.getByRole('textbox', { name: '分数' }).fill('800');
    await byScore.getByRole('button', { name: '查位次' }).click();
    await expect(byScore.getByText('分数应为0到750之间的数')).toBeVisible();
    await byScore.getByRole('textbox', { name: '分数' }).fill('550');
    await byScore.getByRole('button', { name: '查位次' }).click();
    await expect(page).toHaveURL(/score=550/);
    await expect(byScore.getByText('位次区间')).toBeVisible();
    await expect(byScore.getByText(/^[\d,]+(–[\d,]+)?$/).last()).toBeVisible();

    const equivalent = page.getByRole('table', { name: '往年等位分' });
    await expect(equivalent.getByRole('row').nth(1)).toBeVisible();
    const years = await equivalent.getByRole('row').locator('td:first-child').allInnerTexts();
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(years.map(Number).every((y) => y >= 2020 && y <= 2030)).toBe(true);

    const byRank = page.getByRole('region', { name: '位次查分数' });
    await byRank.getByRole('textbox', { name: '位次' }).fill('10000');
    await byRank.getByRole('button', { name: '查分数' }).click();
    await expect(byRank.getByText(/位次 10,000/)).toBeVisible();
    await expect(byRank.getByText('对应分数')).toBeVisible();

    await expect(page.getByRole('table', { name: /一分一段表$/ }).getByText('查询分数')).toBeVisible();
    await expectChartDrawn(page, /分数分布/);

    await page.reload();
    await expect(byScore.getByRole('textbox', { name: '分数' })).toHaveValue('550');
    await expect(byScore.getByText('位次区间')).toBeVisible();

    await expectNoSeriousViolations(page);
    // The chart loads once scrolled into view (after the reload, it is below the first screen).
    await screenshots(page, testInfo, 'data-orderLine', () => expectChartDrawn(page, /分数分布/));
  });
});
