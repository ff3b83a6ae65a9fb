// The back office's shell in Chromium against the real server (issue 10 §1, spec §3, §4, §8, §9): an admin
// made with the CLI signs in at /admin/login, the menu, tags view and sidebar behave as spec §4 says (also at
// 375 px), size and theme survive a reload, a student is refused, and logout says 退出成功.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { registerAccount, uniquePhone } from './support/accounts.ts';
import { adminSignIn, createAdmin, submitAdminLogin } from './support/admin.ts';
import { expectNoSeriousViolations, screenshots } from './support/page-checks.ts';

const PASSWORD = 'admin-pass-1';

function tags(page: Page) {
  return page.getByRole('navigation', { name: '已打开的页面' });
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: '后台菜单' });
}

test.describe('back office shell', () => {
  const adminPhone = uniquePhone();

  test.beforeAll(() => {
    createAdmin(adminPhone, '王管理', PASSWORD);
  });

  test('an admin signs in, sees the menu, the breadcrumb and the affixed 控制台 tab', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
    await expect(page).toHaveTitle(/后台管理/);
    await adminSignIn(page, adminPhone, PASSWORD);
    await expect(page).toHaveTitle('控制台 - 志愿填报系统 · 后台管理');
    await expect(menu(page).getByRole('link', { name: '控制台' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: '错误日志' })).toBeVisible();
    // The 控制台 tab is affixed: it has no close button.
    await expect(tags(page).getByRole('link', { name: '控制台' })).toBeVisible();
    await expect(tags(page).getByRole('button', { name: '关闭 控制台' })).toHaveCount(0);
    // Breadcrumb: the Dashboard starts the chain without the home entry.
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs).toContainText('控制台');
    await expect(crumbs.getByRole('link')).toHaveCount(0);
    await expect(page.getByText('注册学生')).toBeVisible();
    await expect(page.getByRole('button', { name: /王管理\s*的菜单/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'admin-dashboard', async () => {
      await expect(page.getByText('注册学生')).toBeVisible();
    });
  });

  test('the sign-in page loads without zod and the schemas; they come with the form, whose checks still work', async ({
    page,
  }) => {
    // zod and the contract's schemas are the chunk tools/build/chunk-groups.ts names `api`.
    const schemaChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/admin\/assets\/api-[^/]*\.js$/.test(request.url())) schemaChunks.push(request.url());
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: '后台登录', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(schemaChunks).toEqual([]);

    // A field left empty is checked as before, with the rules fetched on the way.
    await page.getByLabel('手机号').focus();
    await page.getByLabel('手机号').fill('1');
    await page.getByLabel('手机号').fill('');
    await page.getByLabel('手机号').blur();
    await expect(page.getByText('请输入手机号码')).toBeVisible();
    expect(schemaChunks).toHaveLength(1);
  });

  test('the sign-in form says so when its rules cannot be fetched, sends nothing, and checks once they can', async ({
    page,
  }) => {
    const blocked = '**/admin/assets/api-*.js';
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/login')) logins.push(request.url());
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('网络异常，请稍后重试', { exact: true })).toBeVisible();
    expect(logins).toEqual([]);

    // The network is back: the next check fetches the rules and shows what is wrong with the form.
    await page.unroute(blocked);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('请输入手机号码')).toBeVisible();
    expect(logins).toEqual([]);
  });

  test('tags view: added once per path, closed one by one, others and all keep the affixed tab', async ({
    page,
  }) => {
    await adminSignIn(page, adminPhone, PASSWORD);
    await menu(page).getByRole('link', { name: '错误日志' }).click();
    await expect(page.getByRole('heading', { name: '错误日志' })).toBeVisible();
    await menu(page).getByRole('link', { name: '错误日志' }).click();
    await menu(page).getByRole('link', { name: '控制台' }).click();
    await expect(tags(page).getByRole('link')).toHaveText(['控制台', '错误日志']);
    // Breadcrumb of a page that is not the Dashboard starts with the home entry.
    await tags(page).getByRole('link', { name: '错误日志' }).click();
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: '首页' })).toBeVisible();
    // Closing the page being shown moves to the last tab left.
    await tags(page).getByRole('button', { name: '关闭 错误日志' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(tags(page).getByRole('link')).toHaveText(['控制台']);
    // The right-click menu: 关闭其他 and 全部关闭 keep the affixed 控制台.
    await menu(page).getByRole('link', { name: '错误日志' }).click();
    await tags(page).getByRole('link', { name: '错误日志' }).click({ button: 'right' });
    const contextMenu = page.getByRole('menu', { name: '标签操作' });
    await expect(contextMenu.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其他', '全部关闭']);
    await contextMenu.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tags(page).getByRole('link')).toHaveText(['控制台', '错误日志']);
    await tags(page).getByRole('link', { name: '控制台' }).click({ button: 'right' });
    await expect(contextMenu.getByRole('menuitem', { name: '关闭', exact: true })).toHaveCount(0);
    await contextMenu.getByRole('menuitem', { name: '全部关闭' }).click();
    await expect(tags(page).getByRole('link')).toHaveText(['控制台']);
  });

  test('the sidebar collapses (remembered as 0/1), and closes on a 375 px phone', async ({
    page,
    context,
  }, testInfo) => {
    await adminSignIn(page, adminPhone, PASSWORD);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    expect((await sidebar.boundingBox())?.width).toBe(210);
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value;
    expect(await cookie()).toBe('0');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    expect(await cookie()).toBe('1');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(sidebar).toHaveAttribute('data-device', 'mobile');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(sidebar).toBeVisible();
    await menu(page).getByRole('link', { name: '错误日志' }).click();
    await expect(sidebar).toBeHidden();
    await expect(tags(page).getByRole('link')).toHaveText(['控制台', '错误日志']);
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'admin-error-log', async () => {
      await expect(page.getByRole('heading', { name: '错误日志' })).toBeVisible();
    });
  });

  test('size and theme colour are kept after a reload', async ({ page }) => {
    await adminSignIn(page, adminPhone, PASSWORD);
    await page.getByRole('combobox', { name: '布局大小' }).click();
    await page.getByRole('option', { name: '迷你' }).click();
    await expect(page.getByRole('combobox', { name: '布局大小' })).toHaveText('迷你');
    await page.getByRole('button', { name: '系统布局设置' }).click();
    const panel = page.getByRole('dialog', { name: '系统布局设置' });
    await panel.getByLabel('主题色').fill('#13c2c2');
    await panel.getByRole('checkbox', { name: '侧边栏显示标志' }).click();
    await panel.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByTestId('sidebar-logo')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: '布局大小' })).toHaveText('迷你');
    await expect(page.getByTestId('sidebar-logo')).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim().toLowerCase(),
    );
    expect(primary).toBe('#13c2c2');
    // Every component follows the size: the buttons of the mini size are 28 px high.
    await page.getByRole('button', { name: '系统布局设置' }).click();
    await expect(
      page.getByRole('dialog', { name: '系统布局设置' }).getByRole('button', { name: '恢复默认主题色' }),
    ).toBeVisible();
  });

  test('a student is refused; logout says 退出成功 and needs a new sign-in', async ({ page, request }) => {
    const studentPhone = uniquePhone();
    await registerAccount(request, studentPhone, PASSWORD, '李同学');
    await page.goto('/admin/login');
    await submitAdminLogin(page, studentPhone, PASSWORD);
    await expect(page.getByTestId('login-refusal')).toHaveText('该账号没有后台管理权限');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await adminSignIn(page, adminPhone, PASSWORD);
    await page.getByRole('button', { name: /王管理\s*的菜单/ }).click();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('退出成功', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fdashboard$/);
  });

  test('用户管理 gives a student the teacher role; 操作日志 shows it; the own admin role stays', async ({
    page,
    request,
  }, testInfo) => {
    const studentPhone = uniquePhone();
    await registerAccount(request, studentPhone, PASSWORD, '赵同学');
    await adminSignIn(page, adminPhone, PASSWORD);
    await menu(page).getByRole('link', { name: '用户管理' }).click();
    await page.getByRole('searchbox', { name: '手机号或姓名' }).fill(studentPhone);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: `管理 赵同学（${studentPhone}）` }).click();
    const dialog = page.getByRole('dialog', { name: '用户：赵同学' });
    await dialog.getByRole('checkbox', { name: '教师' }).click();
    await dialog.getByRole('button', { name: '保存角色' }).click();
    await expect(page.getByText('角色已保存', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('row', { name: new RegExp(studentPhone) })).toContainText('教师');

    // The server refuses removing one's own admin role; its message is shown beside the roles.
    await page.getByRole('searchbox', { name: '手机号或姓名' }).fill(adminPhone);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: `管理 王管理（${adminPhone}）` }).click();
    const own = page.getByRole('dialog', { name: '用户：王管理' });
    await own.getByRole('checkbox', { name: '管理员' }).click();
    await own.getByRole('checkbox', { name: '教师' }).click();
    await own.getByRole('button', { name: '保存角色' }).click();
    await expect(own.getByTestId('user-action-error')).not.toBeEmpty();
    await own.getByRole('button', { name: '关闭' }).click();
    await screenshots(page, testInfo, 'admin-users', async () => {
      await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
    });

    await menu(page).getByRole('link', { name: '操作日志' }).click();
    await page.getByRole('searchbox', { name: '操作人（姓名或手机号）' }).fill('王管理');
    await page.getByRole('button', { name: '搜索' }).click();
    const entries = page.getByTestId('audit-entries');
    await expect(entries.getByRole('listitem').filter({ hasText: '设置用户角色' }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'admin-audit', async () => {
      await expect(entries).toBeVisible();
    });
    await menu(page).getByRole('link', { name: '短信记录' }).click();
    await expect(page.getByRole('heading', { name: '短信记录' })).toBeVisible();
    await expect(page.getByRole('cell', { name: studentPhone }).first()).toBeVisible();
  });

  test('a password reset in 用户管理 must be changed at the next sign-in; a holder of two roles switches', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const staffPhone = uniquePhone();
    await registerAccount(request, staffPhone, PASSWORD, '孙老师');
    await adminSignIn(page, adminPhone, PASSWORD);
    await menu(page).getByRole('link', { name: '用户管理' }).click();
    await page.getByRole('searchbox', { name: '手机号或姓名' }).fill(staffPhone);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: `管理 孙老师（${staffPhone}）` }).click();
    const dialog = page.getByRole('dialog', { name: '用户：孙老师' });
    await dialog.getByRole('checkbox', { name: '教师' }).click();
    await dialog.getByRole('checkbox', { name: '编辑' }).click();
    await dialog.getByRole('button', { name: '保存角色' }).click();
    await expect(page.getByText('角色已保存', { exact: true })).toBeVisible();
    await dialog.getByLabel(/^临时密码/).fill('temporary-26');
    await dialog.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码已重置，用户下次登录须先修改密码', { exact: true })).toBeVisible();

    // The staff member, in their own browser: only the change form until the password is changed.
    const context = await browser.newContext();
    const staff = await context.newPage();
    await staff.goto('/admin/login');
    await submitAdminLogin(staff, staffPhone, 'temporary-26');
    await expect(staff.getByRole('heading', { name: '请先修改密码', level: 1 })).toBeVisible();
    await expect(staff.getByRole('navigation', { name: '后台菜单' })).toHaveCount(0);
    await expectNoSeriousViolations(staff);
    await screenshots(staff, testInfo, 'admin-forced-password');
    await staff.getByLabel(/^原密码/).fill('temporary-26');
    await staff.getByLabel(/^新密码/).fill('mine-2026-ok');
    await staff.getByLabel(/^确认新密码/).fill('mine-2026-ok');
    await staff.getByRole('button', { name: '修改密码' }).click();
    await expect(staff.getByText('密码已修改', { exact: true })).toBeVisible();
    const staffMenu = staff.getByRole('navigation', { name: '后台菜单' });
    await expect(staffMenu).toBeVisible();

    // Two roles: the switch goes through the server; the menu follows the new role and the tabs close.
    const roleSelect = staff.getByRole('combobox', { name: '当前角色' });
    const before = await roleSelect.textContent();
    const other = before?.includes('教师') ? '编辑' : '教师';
    const menuBefore = await staffMenu.getByRole('link').allTextContents();
    await roleSelect.click();
    await staff.getByRole('option', { name: other }).click();
    await expect(staff.getByText(`已切换为${other}`, { exact: true })).toBeVisible();
    await expect(roleSelect).toHaveText(other);
    await expect.poll(() => staffMenu.getByRole('link').allTextContents()).not.toEqual(menuBefore);
    await expect(staff.getByRole('navigation', { name: '已打开的页面' }).getByRole('link')).toHaveText([
      '控制台',
    ]);
    await context.close();
  });
});
