// The public site's routes that no flow of the suite photographs — the account pages, the error pages and the
// personal centre — opened in Chromium against the real server, checked with axe and photographed at 1280 and
// 375 px into reports/screenshots, so every route of the site can be looked at in the report.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { logInWithDialog, registerAccount, uniquePhone } from './support/accounts.ts';
import {
  closeWithEscape,
  expectNoSeriousViolations,
  screenshots,
  SITE_TITLE,
} from './support/page-checks.ts';

const PASSWORD = 'gallery-pass-1';

/** The page is there: its title is set and its one h1 names it. */
async function expectPage(page: Page, title: string, heading: string | RegExp) {
  await expect(page).toHaveTitle(`${title} - ${SITE_TITLE}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// `asksToLogIn`: a protected page opens the login dialog over its 需要登录 notice; the visitor closes it.
const signedOut = [
  { path: '/user/register', name: 'user-register', title: '注册', heading: '用户注册' },
  { path: '/user/resetPassword', name: 'user-reset-password', title: '找回密码', heading: '找回密码' },
  {
    path: '/user/user-blank',
    name: 'user-blank-signed-out',
    title: '用户中心',
    heading: '需要登录',
    asksToLogIn: true,
  },
  { path: '/404', name: 'error-404', title: '页面不存在', heading: '404' },
  { path: '/401', name: 'error-401', title: '没有访问权限', heading: '401' },
] as const;

test.describe('every route, photographed', () => {
  for (const route of signedOut) {
    test(`${route.path} (signed out)`, async ({ page }, testInfo) => {
      await page.goto(route.path);
      if ('asksToLogIn' in route) await closeWithEscape(page.getByRole('dialog', { name: '用户登录' }));
      await expectPage(page, route.title, route.heading);
      await expectNoSeriousViolations(page);
      await screenshots(page, testInfo, route.name);
    });
  }

  test('/login and the personal centre of a signed-in student', async ({ page, request }, testInfo) => {
    const phone = uniquePhone();
    await registerAccount(request, phone, PASSWORD, '图库同学');
    await page.goto('/login');
    await expect(page).toHaveTitle(`登录 - ${SITE_TITLE}`);
    await expect(page.getByRole('textbox', { name: '手机号码' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'login');
    await page.goto('/home');
    await page.getByRole('region', { name: '顶部操作栏' }).getByRole('button', { name: '登录' }).click();
    await logInWithDialog(page, phone, PASSWORD);

    await page.goto('/user/user-profile');
    await expectPage(page, '个人中心', '个人中心');
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'user-profile');

    await page.goto('/user/user-blank');
    await expectPage(page, '用户中心', '欢迎回来，图库同学');
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'user-blank');
  });
});
