// A 班主任's week without self-registration (issue 36), in Chromium against the real server: an admin creates the
// teacher in 用户管理 (errors beside the fields first); the teacher, who has no password, follows the back
// office's first-sign-in link to the site's SMS page, sets one and signs in; on the class desk the teacher
// imports the school's roster (a bad file is reported row by row and writes nothing; a good one after its dry
// run makes the students' accounts) and the class's exam results, which the desk then shows. Each screen is
// checked with axe and shot at 1280 and 375 px.
import { expect, test } from './support/fixtures.ts';
import { latestSmsCode, uniquePhone } from './support/accounts.ts';
import { adminSignIn } from './support/admin.ts';
import { expectNoSeriousViolations, screenshots } from './support/page-checks.ts';
import { signInStaff } from './support/staff.ts';

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8');

test('an admin creates a teacher, who sets a password by SMS and imports the roster and the scores', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // The admin creates the teacher: an empty form says what is missing beside each field.
  const admin = { phone: uniquePhone(), password: 'Admin2026ok' };
  await signInStaff(request, 'admin', admin);
  await adminSignIn(page, admin.phone, admin.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: '用户管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建教师' }).click();
  const form = page.getByRole('form', { name: '新建教师账号' });
  await form.getByRole('button', { name: '创建教师' }).click();
  await expect(form.getByRole('textbox', { name: /^姓名/ })).toHaveAccessibleDescription('请输入姓名');
  await expect(form.getByRole('textbox', { name: /^手机号/ })).toHaveAccessibleDescription('请输入手机号码');
  const teacherPhone = uniquePhone();
  await form.getByRole('textbox', { name: /^姓名/ }).fill('李老师');
  await form.getByRole('textbox', { name: /^手机号/ }).fill(admin.phone);
  await form.getByRole('button', { name: '创建教师' }).click();
  await expect(form.getByRole('textbox', { name: /^手机号/ })).toHaveAccessibleDescription(
    '该手机号已有账号：请在用户列表中找到它并设置教师角色',
  );
  await form.getByRole('textbox', { name: /^手机号/ }).fill(teacherPhone);
  await form.getByRole('button', { name: '创建教师' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(teacherPhone) });
  await expect(row).toContainText('待首次登录');
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'admin-users-new-teacher');

  // The teacher's first sign-in: the back office's link leads to the site's SMS page.
  const teacherPage = await (await browser.newContext()).newPage();
  await teacherPage.goto('/admin/login');
  await teacherPage.getByRole('link', { name: '首次登录或忘记密码？用短信验证码设置密码' }).click();
  await expect(teacherPage).toHaveURL(/\/user\/resetPassword$/);
  await teacherPage.getByRole('textbox', { name: '手机号码' }).fill(teacherPhone);
  await expect(teacherPage.getByRole('img', { name: '图形验证码' })).toBeVisible();
  await teacherPage.getByRole('textbox', { name: '图形验证码' }).fill('abcd');
  await teacherPage.getByRole('button', { name: '获取验证码' }).click();
  await expect(teacherPage.getByRole('button', { name: /^重新获取\(\d+s\)$/ })).toBeDisabled();
  await teacherPage.getByRole('textbox', { name: '短信验证码' }).fill(latestSmsCode(teacherPhone));
  await teacherPage.getByLabel(/^新密码/).fill('Teacher2026ok');
  await teacherPage.getByLabel(/^确认密码/).fill('Teacher2026ok');
  await teacherPage.getByRole('button', { name: '重置密码' }).click();
  await expect(teacherPage.getByText('密码已重置，请使用新密码登录', { exact: true })).toBeVisible();
  await adminSignIn(teacherPage, teacherPhone, 'Teacher2026ok');

  // The teacher's class and its desk.
  await teacherPage.goto('/admin/classes');
  const classForm = teacherPage.getByRole('form', { name: '新建班级' });
  await classForm.getByRole('textbox', { name: /^班级名称/ }).fill('高三（3）班');
  await classForm.getByRole('spinbutton', { name: /^毕业年份/ }).fill('2026');
  await classForm.getByRole('button', { name: '保存' }).click();
  await teacherPage.getByRole('link', { name: '高三（3）班的工作台' }).click();
  await expect(teacherPage.getByRole('heading', { name: '班级工作台', level: 1 })).toBeVisible();

  // 导入名单: a bad file is reported row by row and writes nothing.
  await teacherPage.getByRole('button', { name: '导入名单' }).click();
  const roster = teacherPage.getByRole('region', { name: '导入班级名单' });
  const fileInput = roster.getByLabel(/^文件/);
  await roster.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(fileInput).toHaveAccessibleDescription(/请选择要上传的文件/);
  const [a, b] = [uniquePhone(), uniquePhone()];
  await fileInput.setInputFiles({
    name: '名单.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['姓名', '手机号'],
      ['王小明', '1380013800'],
      ['陈小红', b],
    ]),
  });
  await roster.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(roster.getByRole('status')).toContainText('校验未通过：共 1 处问题，未写入任何数据');
  await expect(roster.getByRole('table', { name: '问题列表' })).toContainText(
    '手机号应为 11 位手机号码，实际为“1380013800”',
  );
  await expect(roster.getByRole('button', { name: '确认导入' })).toBeDisabled();

  // The corrected file: dry run, the rows' outcomes, then 确认导入.
  await fileInput.setInputFiles({
    name: '名单.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['姓名', '手机号'],
      ['王小明', a],
      ['陈小红', b],
    ]),
  });
  await roster.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(roster.getByRole('table', { name: '名单各行的处理' })).toContainText('新建账号并加入本班');
  await expectNoSeriousViolations(teacherPage);
  await screenshots(teacherPage, testInfo, 'admin-class-roster');
  await roster.getByRole('button', { name: '确认导入' }).click();
  await expect(roster.getByRole('status')).toContainText('已导入：新建账号并加入本班 2 名');
  const desk = teacherPage.getByRole('table', { name: '本班学生的志愿表与检查结果' });
  await expect(desk.getByRole('row')).toHaveCount(3);

  // 导入成绩: by name, the exam's name beside its field when missing.
  await teacherPage.getByRole('button', { name: '导入成绩' }).click();
  const scores = teacherPage.getByRole('region', { name: '导入本班考试成绩' });
  await scores.getByLabel(/^文件/).setInputFiles({
    name: '一模.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['姓名', '总分', '位次'],
      ['王小明', '612', '3051'],
      ['陈小红', '580', ''],
    ]),
  });
  await scores.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(scores.getByRole('textbox', { name: /^考试名称/ })).toHaveAccessibleDescription(
    /请输入考试名称/,
  );
  await scores.getByRole('textbox', { name: /^考试名称/ }).fill('2026届一模');
  await scores.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(scores.getByRole('table', { name: '成绩各行匹配到的学生' })).toContainText('王小明');
  await scores.getByRole('button', { name: '确认导入' }).click();
  await expect(scores.getByRole('status')).toContainText('已导入：2026届一模：2 名学生的成绩');
  await expect(desk.getByRole('row', { name: /王小明/ })).toContainText('612');
  await expectNoSeriousViolations(teacherPage);
  await screenshots(teacherPage, testInfo, 'admin-class-scores');
});
