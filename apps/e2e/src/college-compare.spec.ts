// 院校对比 in Chromium against the real server: from a college's page (加入对比) to the comparison, a second
// college added from the search, the facts, this year's plan, the chances for a score and the history side by
// side with the chart's table, the choice in the URL after a reload; accessible and looked at on a phone and a desktop.
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations, expectTitleAndBreadcrumb, screenshots } from './support/page-checks.ts';

// Charts honour reduced motion and are drawn at once: the screenshots show them whole, not mid-animation.
test.use({ reducedMotion: 'reduce' });

test('院校对比: from a college page, add a second college, compare them side by side', async ({
  page,
}, testInfo) => {
  await page.goto('/data/colleges?keyword=内蒙古大学');
  await page
    .getByRole('table', { name: '院校列表' })
    .getByRole('link', { name: '内蒙古大学', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '内蒙古大学' })).toBeVisible();
  await page.getByRole('link', { name: '加入对比' }).click();
  await expect(page).toHaveURL(/\/data\/college-compare\?ids=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '院校对比' })).toBeVisible();
  await expectTitleAndBreadcrumb(page, '院校对比', '数据查询');
  await expect(page.getByText('请再添加至少一所院校进行对比。')).toBeVisible();

  await page.getByRole('searchbox', { name: '院校名称' }).fill('内蒙古工业大学');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: '加入对比：内蒙古工业大学' }).click();
  await expect(page).toHaveURL(/ids=\d+(%2C|,)\d+/);
  const table = page.getByRole('table', { name: '院校对比' });
  await expect(table.getByRole('columnheader')).toHaveText(['项目', '内蒙古大学', '内蒙古工业大学']);
  await expect(
    table
      .getByRole('row', { name: /^所在地/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/内蒙古/);
  await expect(
    table
      .getByRole('row', { name: /年招生计划/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/\d+ 人（\d+ 个专业组）/);
  // 2025 is the authority's 投档 table: a score and no rank (it publishes none); 2024 (sample) has both.
  await expect(
    table
      .getByRole('row', { name: /^2025年最低分/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^\d+ 分 \/ —$/);
  await expect(
    table
      .getByRole('row', { name: /^2024年最低分/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/\d+ 分 \/ [\d,]+/);
  await expect(page.getByRole('table', { name: '各院校历年最低分' })).toBeAttached();

  // The chances for the student's score: each group of this year's plan, estimated by the server.
  await page.getByRole('spinbutton', { name: '我的分数' }).fill('520');
  await page.getByRole('button', { name: '估算录取概率' }).click();
  await expect(page).toHaveURL(/score=520/);
  await expect(
    table
      .getByRole('row', { name: /^我的录取概率（520 分）/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^([\w-]+组：(\d+%（([冲稳保]|不建议)）|无往年数据))+$/);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table.getByRole('columnheader').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.reload();
  await expect(table.getByRole('columnheader')).toHaveText(['项目', '内蒙古大学', '内蒙古工业大学']);
  await screenshots(page, testInfo, 'data-college-compare', async () => {
    await expect(table.getByRole('row', { name: /年最低分/ }).first()).toBeVisible();
  });
});

test('专业对比: from a major page, add a second major, compare them side by side', async ({
  page,
}, testInfo) => {
  await page.goto('/data/subject-detail?code=080901');
  await expect(page.getByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeVisible();
  await page.getByRole('link', { name: '加入对比' }).click();
  await expect(page).toHaveURL(/\/data\/major-compare\?codes=080901$/);
  await expectTitleAndBreadcrumb(page, '专业对比', '数据查询');
  await page.getByRole('searchbox', { name: '专业名称' }).fill('软件工程');
  await page.getByRole('button', { name: '搜索' }).click();
  await page.getByRole('button', { name: '加入对比：软件工程' }).click();
  await expect(page).toHaveURL(/codes=080901(%2C|,)080902/);
  const table = page.getByRole('table', { name: '专业对比' });
  await expect(table.getByRole('columnheader')).toHaveText(['项目', '计算机科学与技术', '软件工程']);
  await expect(table.getByRole('row', { name: /^门类/ }).getByRole('cell')).toHaveText(['工学', '工学']);
  await expect(
    table
      .getByRole('row', { name: /^本地区开设院校/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/\d+ 所/);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshots(page, testInfo, 'data-major-compare', async () => {
    await expect(table.getByRole('row', { name: /^门类/ })).toBeVisible();
  });
});
