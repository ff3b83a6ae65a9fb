// 班级 in Chromium against the real server: a 班主任 creates a class in the back office and reads its join
// code; one student joins from 个人中心 → 我的班级 with that code, another through the API; both save a 志愿表
// (one without any 保); the teacher's class desk puts that student first with the warning, opens their list
// read-only and comments on it; the student marks the comment done and shares the list with a link that
// opens signed out, read-only, and stops working once revoked; the class exports to Excel.
import { readFileSync } from 'node:fs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { encryptPassword, logInWithDialog, registerAccount, uniquePhone } from './support/accounts.ts';
import { submitAdminLogin } from './support/admin.ts';
import { expectNoSeriousViolations, screenshots } from './support/page-checks.ts';
import { signInStaff } from './support/staff.ts';

const PASSWORD = 'Student2026';
const CANDIDATE = { year: 2026, category: '物理类', batch: '本科批', score: 550 };

interface Item {
  tier: string;
  college: { id: number };
  group: { code: string } | null;
  majors: { code: string | null; name: string }[];
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { errorCode: string; message: string; data: T };
  expect(body.errorCode, body.message).toBe('0');
  return body.data;
}

/** A student registered and signed in through the API; returns their token. */
async function student(request: APIRequestContext, phone: string, name: string): Promise<string> {
  await registerAccount(request, phone, PASSWORD, name);
  const { token } = await data<{ token: string }>(
    await request.post('/api/user/login', {
      data: { phone, password: await encryptPassword(request, PASSWORD) },
    }),
  );
  return token;
}

/** Saves a 志愿表 of `items` for the student. */
async function saveList(request: APIRequestContext, token: string, name: string, items: Item[]) {
  await data(
    await request.post('/api/volunteer/save', {
      headers: { token },
      data: {
        ...CANDIDATE,
        name,
        choices: items.map((item) => ({
          collegeId: item.college.id,
          groupCode: item.group?.code ?? null,
          majors: item.majors.slice(0, 1).map((m) => ({ code: m.code, name: m.name })),
          adjustment: true,
        })),
      },
    }),
  );
}

test('a 班主任 runs a class: join code, students joining, the desk puts the list without 保 first', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The teacher creates the class in the back office.
  const teacher = { phone: uniquePhone(), password: 'Teacher2026' };
  await signInStaff(request, 'teacher', teacher);
  await page.goto('/admin/login');
  await submitAdminLogin(page, teacher.phone, teacher.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: '班级' }).first().click();
  await expect(page.getByRole('heading', { name: '班级', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: '新建班级' });
  await form.getByRole('textbox', { name: /^班级名称/ }).fill('高三（7）班');
  await form.getByRole('spinbutton', { name: /^毕业年份/ }).fill('2026');
  await form.getByRole('button', { name: '保存' }).click();
  const row = page.getByRole('row', { name: /高三（7）班/ });
  await expect(row).toBeVisible();
  const code = (await row.locator('code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'admin-classes');

  // One student joins from the personal centre, typing the code in lower case.
  const alicePhone = uniquePhone();
  const alice = await student(request, alicePhone, '李华');
  const site = await (await browser.newContext()).newPage();
  await site.goto('/user/user-profile?tab=class');
  await logInWithDialog(site, alicePhone, PASSWORD);
  const join = site.getByRole('form', { name: '加入班级' });
  await join.getByRole('textbox', { name: /^加入码/ }).fill(code.toLowerCase());
  await join.getByRole('button', { name: '加入班级' }).click();
  const mine = site.getByRole('region', { name: '我的班级' });
  await expect(mine.getByText('高三（7）班（2026届）')).toBeVisible();
  await expect(mine.getByText('张老师')).toBeVisible();
  await expectNoSeriousViolations(site);
  await screenshots(site, testInfo, 'profile-my-class');

  // Another joins through the API; both save lists, Bob's without any 保.
  const bobPhone = uniquePhone();
  const bob = await student(request, bobPhone, '王芳');
  await data(await request.post('/api/class/join', { headers: { token: bob }, data: { joinCode: code } }));
  const tier = async (wanted: string) =>
    (
      await data<{ items: Item[] }>(
        await request.post('/api/simulate/recommend', { data: { ...CANDIDATE, tier: wanted, pageSize: 2 } }),
      )
    ).items;
  const safe = await tier('保');
  const reach = await tier('稳');
  expect(safe.length * reach.length).toBeGreaterThan(0);
  await saveList(request, alice, '稳妥的志愿表', [...reach, ...safe]);
  await saveList(request, bob, '没有保底的志愿表', reach);

  // The desk: Bob first with the warning; his list opens read-only.
  await row.getByRole('link', { name: '高三（7）班的工作台' }).click();
  await expect(page.getByRole('heading', { name: '班级工作台', level: 1 })).toBeVisible();
  const desk = page.getByRole('table', { name: '本班学生的志愿表与检查结果' });
  const first = desk.getByRole('row').nth(1);
  await expect(first).toContainText('王芳');
  await expect(first).toContainText('需要关注');
  await expect(first).toContainText('没有“保”');
  await expect(desk.getByRole('row')).toHaveCount(3);
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'admin-class-desk');
  // The class exports to Excel, one row per student.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^高三（7）班_2026届_班级志愿汇总_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await page.getByRole('button', { name: '查看志愿表：王芳' }).click();
  const dialog = page.getByRole('dialog', { name: '王芳的志愿表：没有保底的志愿表' });
  await expect(dialog.getByText(/只读：老师不能修改学生的志愿表/)).toBeVisible();
  // The list's own 历史版本; the 全部志愿表 section below lists the same version once it has loaded.
  await expect(dialog.getByRole('region', { name: '历史版本' }).getByText(/第 1 版 · 新建/)).toBeVisible();

  // The teacher comments; Bob sees the comment in 我的班级 and marks it done.
  await dialog.getByRole('textbox', { name: /^写建议/ }).fill('请补两个“保”的志愿，再来找我看看');
  await dialog.getByRole('button', { name: '发送建议' }).click();
  // The box empties once the comment is sent and the list asked again (until then the text is in both).
  await expect(dialog.getByRole('textbox', { name: /^写建议/ })).toHaveValue('');
  await expect(dialog.getByText('请补两个“保”的志愿，再来找我看看')).toBeVisible();
  const bobSite = await (await browser.newContext()).newPage();
  await bobSite.goto('/user/user-profile?tab=class');
  await logInWithDialog(bobSite, bobPhone, PASSWORD);
  const advice = bobSite.getByRole('region', { name: '老师的建议' });
  await expect(advice.getByText('请补两个“保”的志愿，再来找我看看')).toBeVisible();
  await advice.getByRole('button', { name: '标记为已处理：整张志愿表' }).click();
  await expect(advice.getByText('已处理', { exact: true })).toBeVisible();

  // Bob shares the list with his parents: the link opens signed out, read-only, and stops after revocation.
  const sharing = bobSite.getByRole('region', { name: '分享给家长' });
  await sharing.getByRole('button', { name: '生成分享链接' }).click();
  const url = await sharing.getByRole('textbox', { name: '分享链接' }).inputValue();
  expect(url).toMatch(/\/share\/volunteer\?token=[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousViolations(bobSite);
  await screenshots(bobSite, testInfo, 'profile-follow-up');
  const parent = await (await browser.newContext()).newPage();
  await parent.goto(url);
  await expect(parent.getByRole('heading', { name: '没有保底的志愿表', level: 1 })).toBeVisible();
  await expect(parent.getByText('请补两个“保”的志愿，再来找我看看')).toBeVisible();
  await expect(parent.getByText(/没有“保”志愿/)).toBeVisible();
  await expect(parent.getByRole('button', { name: '登录' })).toBeVisible();
  await expectNoSeriousViolations(parent);
  await screenshots(parent, testInfo, 'shared-list');
  // 撤销 asks first (the link ends at once).
  bobSite.once('dialog', (dialog) => void dialog.accept());
  await sharing.getByRole('button', { name: /^撤销链接/ }).click();
  await expect(sharing.getByText('已撤销')).toBeVisible();
  await parent.reload();
  await expect(parent.getByRole('heading', { name: '无法打开这张志愿表', level: 1 })).toBeVisible();
  await expect(parent.getByText('分享链接无效、已过期或已被撤销')).toBeVisible();
});
