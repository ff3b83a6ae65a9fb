// 内蒙古's official data out of the box (issue #34): the e2e server starts on a fresh database, so its first
// start seeded the samples and imported the shipped official files over them, with no import by hand. In
// Chromium at 375 and 1280 px: 内蒙古大学's real 2026 plan and 2025 投档 lines, the 2026 本科 lines 363/403,
// 一分一段 2026 物理类 500 分 at its real rank, 选科查询 answering from the real 2026 requirements, and 模拟填报
// recommending from the real 2026 plan — each with its source named and no 示例数据 badge on real rows, and the
// 2025 rows' ranks, which the authority never published, shown as 折算 with the reason.
import type { Page } from '@playwright/test';
import { uniquePhone } from './support/accounts.ts';
import { adminSignIn, createAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations, hydrated, screenshots } from './support/page-checks.ts';

const SOURCE = '来源：内蒙古自治区教育招生考试中心';

test('院校详情 内蒙古大学: the real 2026 plan and the real 2025 投档 lines, sourced, without the sample badge', async ({
  page,
}, testInfo) => {
  await page.goto('/data/colleges?keyword=内蒙古大学');
  await page.getByRole('link', { name: '内蒙古大学', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '内蒙古大学' })).toBeVisible();

  const plans = page.getByRole('region', { name: '2026年招生计划' });
  // Group 111 of 历史类 本科批 as published: 社会学 17, 社会工作 18 … tuition 4,620 a year.
  const group = plans.getByRole('heading', { level: 3, name: /^历史类 · 本科批 · 751-111组/ });
  await expect(group).toBeVisible();
  const firstTable = plans.getByRole('table').first();
  await expect(firstTable.getByRole('row', { name: /社会学.*17/ })).toBeVisible();
  await expect(firstTable.getByText('4620').or(firstTable.getByText('4,620')).first()).toBeVisible();
  // A 专项 group says so: it is open only to the candidates the plan names.
  await expect(
    plans.getByRole('heading', { level: 3, name: /^历史类 · 本科批 · 751-311组 专项类（限符合条件的考生）/ }),
  ).toBeVisible();
  await expect(plans.getByText(SOURCE)).toBeVisible();
  await expect(plans.getByText('示例数据')).toHaveCount(0);

  const history = page.getByRole('region', { name: '在内蒙古的历年录取' });
  await history.getByRole('combobox', { name: '批次' }).click();
  await page.getByRole('option', { name: '本科批', exact: true }).click();
  const rows = history.getByRole('table', { name: '历年录取明细' }).getByRole('row');
  // 2025 历史类 group 111: lowest 569, highest 605 (first 投档, 2025-08-14); a real row has no 示例 mark.
  const real = rows.filter({ hasText: '751-111' }).first();
  await expect(real).toContainText('2025');
  await expect(real).toContainText('569');
  await expect(real).toContainText('605');
  await expect(real).not.toContainText('示例');
  // As the authority publishes it: 186 filed, and the lowest candidate's tie-break scores.
  await expect(real).toContainText('186');
  await expect(real).toContainText(/语数之和 \d+/);
  await expect(history.getByText(SOURCE)).toBeVisible();
  // No rank was published: the rank 模拟填报 compares it by, marked 折算, its interval, and why under the table.
  await expect(real).toContainText(/\d[\d,]*（折算）/);
  await expect(real).toContainText(/80%区间 [\d,]+～[\d,]+/);
  await expect(history.getByText(/本科线差折算（418→403），非官方位次/).first()).toBeVisible();

  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'nmg-college-plan', async () => {
    await expect(group).toBeVisible();
  });
  await group.scrollIntoViewIfNeeded();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/screenshots/nmg-college-plan-view-${width}.png` });
    await real.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/screenshots/nmg-college-history-view-${width}.png` });
  }
});

test('批次线 2026 物理类 363 (专项 323) / 历史类 403 and 一分一段 2026 物理类 500 分 at its real rank', async ({
  page,
}) => {
  await page.goto('/data/line?year=2026');
  const physics = page.getByRole('table', { name: '物理类 / 理科批次线明细' });
  await expect(physics.getByRole('row', { name: /2026.*物理类.*本科批.*363/ })).toBeVisible();
  // The 专项 plans' own control line, as the authority publishes it beside the 本科 line.
  await expect(physics.getByRole('row', { name: /2026.*物理类.*本科批\(专项类\).*323/ })).toBeVisible();
  // Under the table (the footer names the authority too, among all the sources; the 艺体 sections do too).
  await expect(page.getByRole('main').getByText(SOURCE).first()).toBeVisible();

  await page.goto('/data/orderLine?year=2026&category=物理类&score=500');
  await hydrated(page);
  const byScore = page.getByRole('region', { name: '分数查位次' });
  await byScore.getByRole('textbox', { name: '分数' }).fill('500');
  await byScore.getByRole('button', { name: '查位次' }).click();
  // As published: 291 candidates at 500, ranks 28,234–28,524.
  await expect(byScore.getByText(/28,?524/).first()).toBeVisible();
  await expect(page.getByText(SOURCE).first()).toBeVisible();

  await page.goto('/data/line?track=历史');
  const history = page.getByRole('table', { name: '历史类 / 文科批次线明细' });
  await expect(history.getByRole('row', { name: /2026.*历史类.*本科批.*403/ })).toBeVisible();
});

/** Whether the page, and every table's box, fits the viewport's width (no sideways scrolling). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    // The charts' data tables are for screen readers (visually hidden): only the tables one sees.
    const boxes = [...document.querySelectorAll('main table')]
      .filter((t) => t.closest('.sr-only') === null)
      .map((t) => t.parentElement!);
    return root.scrollWidth <= root.clientWidth && boxes.every((b) => b.scrollWidth <= b.clientWidth + 1);
  });

test('批次线 2026: 艺术类, 体育类 and 对口招生 in sections of their own with 文化课 and 专业课, at 375 and 1280 px', async ({
  page,
}, testInfo) => {
  await page.goto('/data/line?year=2026');
  for (const name of ['艺术类', '体育类', '对口招生']) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(section.getByText(SOURCE)).toBeVisible();
    await expect(section.getByText('示例数据')).toHaveCount(0);
  }
  const art = page.getByRole('table', { name: '2026年艺术类控制分数线' });
  // 美术与设计类 as published: 本科 文化课 273 / 专业课 196, 专科 160 / 181, its 专项 lines among its rows.
  const design = art
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: '美术与设计类', exact: true }) });
  await expect(design.getByRole('row', { name: /^本科批\s*273\s*196$/ })).toBeVisible();
  await expect(design.getByRole('row', { name: /^高职\(专科\)批\s*160\s*181$/ })).toBeVisible();
  await expect(design.getByRole('row', { name: /^本科批\(专项类\)\s*273\s*196$/ })).toBeVisible();
  const vocational = page.getByRole('table', { name: '2026年对口招生控制分数线' });
  const computing = vocational
    .locator('tbody')
    .filter({ has: page.getByRole('rowheader', { name: '计算机类', exact: true }) });
  await expect(computing.getByRole('row', { name: /^本科批\s*476/ })).toContainText('无专业课分数线');
  const sports = page.getByRole('table', { name: '2026年体育类控制分数线' });
  await expect(sports.getByRole('row', { name: /^本科批\s*317\s*76$/ })).toBeVisible();
  // The rank tracks' table stays 物理类 only: no 艺体 line in it.
  await expect(page.getByRole('table', { name: '物理类 / 理科批次线明细' }).getByText('艺术类')).toHaveCount(
    0,
  );

  await expectNoSeriousViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await art.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/screenshots/nmg-score-lines-art-${width}.png` });
  }
  await screenshots(page, testInfo, 'nmg-score-lines', async () => {
    await expect(art).toBeVisible();
  });
});

test('批次线 in the back office: an admin corrects a 艺术类 line’s 专业课 score, checked beside the field', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone();
  createAdmin(phone, '批次线管理员', 'Admin2026ok');
  await adminSignIn(page, phone, 'Admin2026ok');
  await page.getByRole('navigation').getByRole('link', { name: '批次线' }).click();
  await expect(page).toHaveURL(/\/admin\/score-lines$/);
  const art = page.getByRole('table', { name: '2026年艺术类批次线' });
  await expect(art.getByRole('row', { name: /美术与设计类\s*本科批\s*273\s*196/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'nmg-admin-score-lines', async () => {
    await expect(art).toBeVisible();
  });

  await page.getByRole('button', { name: '编辑：2026年 艺术类 美术与设计类 本科批', exact: true }).click();
  const form = page.getByRole('form', { name: '更正：2026年 艺术类 美术与设计类 本科批', exact: true });
  const professional = form.getByRole('textbox', { name: /专业课分数/ });
  await professional.fill('900');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(professional).toHaveAccessibleDescription(/专业课分数应为0到750之间的数/);
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'nmg-admin-score-lines-error', async () => {
    await expect(professional).toBeVisible();
  });
  // A correction the site answers at once; then put back as published.
  for (const value of ['197', '196']) {
    await page.getByRole('button', { name: '编辑：2026年 艺术类 美术与设计类 本科批', exact: true }).click();
    await form.getByRole('textbox', { name: /专业课分数/ }).fill(value);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toHaveCount(0);
    const res = await page.request.get('/api/scoreLine/list?year=2026&category=艺术类&batch=本科批');
    const body = (await res.json()) as {
      data: { items: { professionalCategory?: string; professionalScore?: number }[] };
    };
    expect(body.data.items.find((l) => l.professionalCategory === '美术与设计类')?.professionalScore).toBe(
      Number(value),
    );
  }
});

test('选科查询 answers from the real 2026 requirements', async ({ page }, testInfo) => {
  await page.goto('/data/electives?category=物理类&electives=化学,生物&keyword=内蒙古大学');
  const results = page.getByRole('region', { name: '查询结果' });
  const table = results.getByRole('table', { name: '物理+化学+生物可以报考的院校专业组' });
  await expect(table.getByRole('link').first()).toBeVisible();
  // Groups under the authority's codes (751-2xx are 内蒙古大学's 物理类 groups of 2026).
  await expect(table.getByText(/^751-\d{3}/).first()).toBeVisible();
  await expect(results.getByText(SOURCE).first()).toBeVisible();
  await expect(results.getByText('示例数据')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'nmg-electives', async () => {
    await expect(table.getByRole('link').first()).toBeVisible();
  });
});

test('模拟填报 recommends from the real 2026 plan', async ({ page }, testInfo) => {
  await page.goto('/data/simulate?score=560&category=物理类&batch=本科批');
  // 查看推荐 answers once React has taken the page; a tap before then is not replayed (CI saw it lost).
  await hydrated(page);
  const start = page.getByRole('button', { name: '查看推荐' });
  if (await start.isVisible()) await start.click();
  // A card per 院校专业组 of the real plan: the authority's group codes and this year's seats.
  const firstCard = page.getByText(/^\d{3}-\d{3}组$/).first();
  await expect(firstCard).toBeVisible();
  await expect(page.getByText(/今年计划 \d+ 人/).first()).toBeVisible();
  // A card with a real 2025 row: its converted rank marked 折算, the authority named, no 示例数据 on the real
  // parts — only the line naming the generated years (the college's 2021–2024) the estimate also used.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('cell', { name: /（折算）/ }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByText(SOURCE)).toBeVisible();
  await expect(card.locator('header').getByText('示例数据')).toHaveCount(0);
  await expect(card.getByText(/估计还参考了 2021–2024 年该校往年整体情况/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'nmg-simulate', async () => {
    await expect(firstCard).toBeVisible();
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await firstCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `reports/screenshots/nmg-simulate-view-${width}.png` });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `reports/screenshots/nmg-simulate-card-${width}.png` });
  }
});
