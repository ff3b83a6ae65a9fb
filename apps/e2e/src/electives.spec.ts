// 选科查询 in Chromium against the real server and the seeded plans: reached from the header's 数据查询 row,
// two electives give the groups the combination may apply to and those it may not (with what it lacks), the
// query lives in the URL, and the page is accessible and looked at on a phone and a desktop.
import { type Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations, expectTitleAndBreadcrumb, screenshots } from './support/page-checks.ts';

const count = async (tab: Locator) => Number(((await tab.textContent()) ?? '').replace(/\D/g, ''));

test('选科查询: a combination, the groups it may and may not apply to, filters in the URL', async ({
  page,
}, testInfo) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '数据查询' }).getByRole('link', { name: '选科查询' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '选科查询' })).toBeVisible();
  await expectTitleAndBreadcrumb(page, '选科查询', '数据查询');
  await expect(page.getByText('请选择两门再选科目。')).toBeVisible();

  await page.getByRole('checkbox', { name: '化学' }).click();
  await page.getByRole('checkbox', { name: '地理' }).click();
  await expect(page).toHaveURL(/electives=%E5%8C%96%E5%AD%A6%2C%E5%9C%B0%E7%90%86|electives=化学,地理/);
  const results = page.getByRole('region', { name: '查询结果' });
  const allowed = results.getByRole('tab', { name: /^可报 \d+$/ });
  const denied = results.getByRole('tab', { name: /^不可报 \d+$/ });
  await expect(allowed).toHaveAttribute('aria-selected', 'true');
  const table = results.getByRole('table', { name: '物理+化学+地理可以报考的院校专业组' });
  await expect(table.getByRole('link').first()).toBeVisible();
  expect(await count(allowed)).toBeGreaterThan(0);
  expect(await count(denied)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshots(page, testInfo, 'data-electives', async () => {
    await expect(table.getByRole('link').first()).toBeVisible();
  });

  await denied.click();
  await expect(page).toHaveURL(/result=denied/);
  const lacking = results.getByRole('table', { name: '物理+化学+地理不能报考的院校专业组' });
  await expect(lacking.getByText(/^缺少(生物|思想政治|历史)/).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // A province narrows both sides; a reload shows the same answer.
  const before = await count(denied);
  await page.getByRole('combobox', { name: '院校所在省份' }).click();
  await page.getByRole('option', { name: '内蒙古', exact: true }).click();
  await expect(page).toHaveURL(/province=/);
  // Strictly fewer: the old count also satisfies "at most", and was read before the narrowed answer came.
  await expect.poll(async () => count(denied)).toBeLessThan(before);
  const narrowed = await count(denied);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: '化学' })).toBeChecked();
  await expect(results.getByRole('tab', { name: `不可报 ${narrowed}` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await screenshots(page, testInfo, 'data-electives-denied', async () => {
    await expect(results.getByRole('tab', { name: `不可报 ${narrowed}` })).toBeVisible();
  });
});
