// 内蒙古's official data out of the box (issue #34): the e2e server starts on a fresh database, so its first
// start seeded the samples and imported the shipped official files over them, with no import by hand. In
// Chromium at 375 and 1280 px: 内蒙古大学's real 2026 plan and 2025 投档 lines, the 2026 本科 lines 363/403,
// 一分一段 2026 物理类 500 分 at its real rank, 选科查询 answering from the real 2026 requirements, and 模拟填报
// recommending from the real 2026 plan — each with its source named and no 示例数据 badge on real rows, and the
// 2025 rows' ranks, which the authority never published, shown as 折算 with the reason.
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
  // Under the table (the footer names the authority too, among all the sources).
  await expect(page.getByRole('main').getByText(SOURCE)).toBeVisible();

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
