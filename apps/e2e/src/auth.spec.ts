// Signing in against the real server in Chromium: registration with the SMS code, the login dialog, the
// personal centre's student info surviving a reload, logout, the guard of protected pages, and an expired
// session reopening the login dialog on the next call. Screenshots at 1280 and 375 px are kept as artifacts.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { closeWithEscape, expectNoSeriousViolations, hydrated } from './support/page-checks.ts';
import {
  latestSmsCode,
  logInWithDialog,
  registerAccount,
  rewindSmsCooldown,
  uniquePhone,
} from './support/accounts.ts';

const PASSWORD = 'e2e-secret-1';
const topBar = (page: Page) => page.getByRole('region', { name: '顶部操作栏' });

/** Kept as an artifact in the test's output folder (reports/e2e-artifacts/…/<name>.png). */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('signing in', () => {
  test('register → log in → edit student info → still there after reload → log out', async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone();

    // Registration at /user/register, with the SMS code the server put in its outbox.
    await page.goto('/user/register');
    await expect(page.getByRole('heading', { name: '用户注册', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
    await page.getByRole('textbox', { name: '手机号码' }).fill(phone);
    await page.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^重新获取\(\d+s\)$/ })).toBeDisabled();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(latestSmsCode(phone));
    await page.getByLabel(/^密码/).fill(PASSWORD);
    await page.getByLabel(/^确认密码/).fill(PASSWORD);
    await page.getByRole('textbox', { name: '姓名（选填）' }).fill('王小雨');
    await page.getByRole('main').getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('注册成功，已为您登录', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/user\/user-profile$/);

    // Out, and back in through the login dialog of the top bar.
    await topBar(page).getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await topBar(page).getByRole('button', { name: '登录' }).click();
    await logInWithDialog(page, phone, PASSWORD);
    await expect(topBar(page).getByRole('link', { name: '个人中心（王小雨）' })).toBeVisible();

    // The student info, saved and read back after a reload.
    await topBar(page)
      .getByRole('link', { name: /个人中心/ })
      .click();
    await expect(page.getByRole('heading', { name: '个人中心', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('王小雨');
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByRole('combobox', { name: '就读高中' }).click();
    const school = page.getByRole('option').first();
    const schoolName = (await school.textContent()) ?? '';
    await school.click();
    await page.getByRole('textbox', { name: '班级' }).fill('高三（3）班');
    await page.getByRole('spinbutton', { name: '毕业年份' }).fill('2026');
    await page.getByRole('radio', { name: '历史' }).check();
    await page.getByRole('checkbox', { name: '思想政治' }).check();
    await page.getByRole('checkbox', { name: '地理' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: '班级' })).toHaveValue('高三（3）班');
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: '就读高中' })).toHaveText(schoolName);
    await expect(page.getByRole('spinbutton', { name: '毕业年份' })).toHaveValue('2026');
    await expect(page.getByRole('radio', { name: '历史' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '思想政治' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '地理' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '化学' })).toBeDisabled();
    await expectNoSeriousViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, testInfo, `personal-centre-${width}`);
    }

    // Logout clears the session and goes home; the personal centre then asks for a login again.
    await topBar(page).getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(topBar(page).getByRole('button', { name: '登录' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
    expect(cookies.find((c) => c.name === 'Login-Status')?.value).toBe('0');
  });

  test('a protected page opens the login dialog and shows its content after login', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    await registerAccount(request, phone, PASSWORD, '赵一鸣');

    await page.goto('/user/user-profile');
    await expect(page.getByRole('dialog', { name: '用户登录' })).toBeVisible();
    await logInWithDialog(page, phone, PASSWORD);
    await expect(page.getByRole('heading', { name: '个人中心', level: 1 })).toBeVisible();
    await expect(page.getByText('您好，赵一鸣')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/user-profile$/);
    // The tab row fits its content at both widths: no stray scrollbar (it was 38 px in a 37 px row).
    const tabs = page.getByRole('tablist', { name: '个人中心栏目' });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(tabs).toBeVisible();
      expect(await tabs.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    }
  });

  test('a session ended elsewhere opens the login dialog on the next call', async ({ page, request }) => {
    const phone = uniquePhone();
    await registerAccount(request, phone, PASSWORD, '钱多多');
    await page.goto('/home');
    await hydrated(page);
    await topBar(page).getByRole('button', { name: '登录' }).click();
    await logInWithDialog(page, phone, PASSWORD);
    await page.goto('/user/user-profile');
    await expect(page.getByRole('textbox', { name: '姓名' })).toBeVisible();
    // Every call of the page is answered first: one still under way when the session ends would answer 100401
    // and open the dialog before the tab is clicked (seen on a busy machine), hiding the tab behind it.
    await page.waitForLoadState('networkidle');

    // The session is ended on the server from another client (as an admin or a password change would).
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    expect(token?.length ?? 0).toBeGreaterThanOrEqual(32);
    const revoked = await request.get('/api/user/loginOut', { headers: { token: token ?? '' } });
    expect((await revoked.json()).errorCode).toBe('0');

    // The next call answers 100401: the dialog opens, and after login the page loads again.
    await page.getByRole('tab', { name: '我的收藏' }).click();
    await expect(page.getByRole('dialog', { name: '用户登录' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: '需要登录', level: 1, includeHidden: true }),
    ).toBeAttached();
    await logInWithDialog(page, phone, PASSWORD);
    await expect(page.getByText('还没有收藏', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/tab=favourites/);
  });

  test('reset the password with an SMS code, then log in with the new one', async ({ page, request }) => {
    const phone = uniquePhone();
    await registerAccount(request, phone, PASSWORD, '孙悦');
    await page.goto('/home');
    // The top bar's 登录 opens its dialog once React has hydrated the server's page (a click before is lost).
    await hydrated(page);
    await topBar(page).getByRole('button', { name: '登录' }).click();
    await page.getByRole('dialog', { name: '用户登录' }).getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/\/user\/resetPassword$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('textbox', { name: '手机号码' }).fill(phone);
    // The captcha is typed from its picture: until the picture has come there is no captcha to answer (sent
    // sooner, on a busy machine, the server rightly said 图形验证码已失效).
    const picture = page.getByRole('img', { name: '图形验证码' });
    await expect(picture).toBeVisible();
    const firstPicture = (await picture.getAttribute('src')) ?? '';
    await page.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
    await page.getByRole('button', { name: '获取验证码' }).click();
    // The register code went to this phone moments ago: the server refuses another within 60 s, the form
    // says why and does not count down.
    await expect(page.getByText(/^验证码发送过于频繁，请.+后再试$/)).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    // A minute later (the phone's counter is rewound) the code is sent; the spent captcha was renewed.
    rewindSmsCooldown(phone);
    await expect(page.getByRole('textbox', { name: '图形验证码' })).toHaveValue('');
    await expect(picture).not.toHaveAttribute('src', firstPicture);
    await page.getByRole('textbox', { name: '图形验证码' }).fill('efgh');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^重新获取\(\d+s\)$/ })).toBeDisabled();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(latestSmsCode(phone));
    await page.getByLabel(/^新密码/).fill('brand-new-pass');
    await page.getByLabel(/^确认密码/).fill('brand-new-pass');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码已重置，请使用新密码登录', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('textbox', { name: '手机号码' }).fill(phone);
    await page.getByLabel(/^密码/).fill('brand-new-pass');
    await page.getByRole('main').getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(topBar(page).getByRole('link', { name: '个人中心（孙悦）' })).toBeVisible();
  });

  test('the sign-in dialogs load at the first sign of a user, not with the page, and open at once', async ({
    page,
  }) => {
    // The dialogs, their forms, schemas and overlays (about 45 KB gzip) once loaded with every page, on the
    // same slow phone link as the page's own code and data. Now the first pointer, touch or key brings them.
    const dialogChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/auth-dialogs-[^/]*\.js$/.test(request.url())) dialogChunks.push(request.url());
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dialogChunks).toEqual([]);

    // A keyboard user: the first key brings them.
    await page.keyboard.press('Tab');
    await expect.poll(() => dialogChunks.length).toBe(1);

    // A click on 登录 right after a fresh load (the first pointer event loads them) opens the dialog.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await topBar(page).getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('dialog', { name: '用户登录' })).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`the login dialog and the register page at ${width} px are accessible`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/user/register');
      await expect(page.getByRole('img', { name: '图形验证码' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, testInfo, `register-${width}`);

      await topBar(page).getByRole('button', { name: '登录' }).click();
      const dialog = page.getByRole('dialog', { name: '用户登录' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBeCloseTo(width === 375 ? 375 - 32 : 400, 0);
      await dialog.getByRole('button', { name: '登录' }).click();
      await expect(dialog.getByText('请输入手机号码')).toBeVisible();
      await expect(dialog.getByText('请输入密码')).toBeVisible();
      await expectNoSeriousViolations(page);
      await screenshot(page, testInfo, `login-dialog-${width}`);
      await closeWithEscape(dialog);
    });
  }
});
