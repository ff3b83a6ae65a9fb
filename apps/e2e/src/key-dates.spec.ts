// 填报日程 in Chromium: an editor publishes a deadline in the back office (Beijing time); the home page shows it
// as the next date, and 模拟填报 reminds a student whose list has unsaved changes that it is less than 3 days away.
import { expect, test } from './support/fixtures.ts';
import { uniquePhone } from './support/accounts.ts';
import { submitAdminLogin } from './support/admin.ts';
import { expectNoSeriousViolations, screenshots } from './support/page-checks.ts';
import { signInStaff } from './support/staff.ts';

/** `2026-06-27 17:00` of a moment, in Beijing time (the form's format). */
const beijing = (ms: number) => {
  const shifted = new Date(ms + 8 * 3600 * 1000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
};

test('an editor publishes a deadline; the home page shows it and 模拟填报 reminds to save', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const editor = { phone: uniquePhone(), password: 'Editor2026ok' };
  await signInStaff(request, 'editor', editor);
  await page.goto('/admin/login');
  await submitAdminLogin(page, editor.phone, editor.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/key-dates');
  await expect(page.getByRole('heading', { name: '填报日程', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  const name = `本科批填报截止 ${Date.now() % 10000}`;
  const form = page.getByRole('form', { name: '添加日期' });
  await form.getByRole('textbox', { name: /^名称/ }).fill(name);
  await form.getByRole('textbox', { name: /^时间/ }).fill(beijing(Date.now() + 36 * 3600 * 1000));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await screenshots(page, testInfo, 'admin-key-dates');

  const site = await (await browser.newContext()).newPage();
  await site.goto('/home');
  await expect(site.getByText(/下一个填报日程/).first()).toBeVisible();
  await expect(site.getByText(new RegExp(`${name}（截止）`))).toBeVisible();

  await site.goto('/policy/simulate?score=600');
  const add = site.getByRole('button', { name: /^加入志愿表：/ }).first();
  const unit = ((await add.getAttribute('aria-label')) ?? '').replace('加入志愿表：', '');
  await add.click();
  await site
    .getByRole('dialog', { name: `加入志愿表：${unit}` })
    .getByRole('button', { name: '加入', exact: true })
    .click();
  await expect(site.getByRole('alert').filter({ hasText: '你的志愿表有未保存的修改' })).toBeVisible();
  await expectNoSeriousViolations(site);
});
