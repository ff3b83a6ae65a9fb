// Comments where the decision is made (issue 36), in Chromium against the real server: a teacher comments on a
// student's choice; the student sees the count of open comments beside 个人中心 in the header and on 我的班级,
// replies under the comment (an empty reply is said beside the box), and the teacher reads the reply in the
// desk's list; in 模拟填报 the comment stands beside its choice, and the desk lists all the student's lists.
// axe and shots at 1280 and 375 px.
import { expect, test } from './support/fixtures.ts';
import { logInWithDialog } from './support/accounts.ts';
import { adminSignIn } from './support/admin.ts';
import { joinClass, STUDENT_PASSWORD, studentWithList, teacherWithClass } from './support/classes.ts';
import { expectNoSeriousViolations, hydrated, screenshots } from './support/page-checks.ts';

test('the student sees the open comments, replies once, and the teacher reads the reply on the desk', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { account: teacherAccount, staff: teacher, klass: made } = await teacherWithClass(request);
  const {
    phone: studentPhone,
    token,
    list: table,
  } = await studentWithList(request, '赵敏', { choices: 3, listName: '我的志愿表' });
  await joinClass(request, token, made.joinCode);
  const desk = await teacher.get<{ students: { userId: number }[] }>(`/api/admin/class/desk?id=${made.id}`);
  const userId = desk.students[0]?.userId ?? 0;
  await teacher.post('/api/admin/class/comment', {
    id: made.id,
    userId,
    tableId: table.id,
    position: 1,
    body: '第 1 志愿的位次偏高，考虑换一个更稳的专业组',
  });

  // The student: the badge in the header and on 我的班级, then the reply.
  const site = await (await browser.newContext()).newPage();
  await site.goto('/user/user-profile?tab=class');
  await logInWithDialog(site, studentPhone, STUDENT_PASSWORD);
  await expect(site.getByRole('status', { name: '老师的建议有 1 条未处理' }).first()).toBeVisible();
  const advice = site.getByRole('region', { name: '老师的建议' });
  await expect(advice.getByText('第 1 志愿的位次偏高，考虑换一个更稳的专业组')).toBeVisible();
  const form = advice.getByRole('form', { name: /^回复老师的建议：第 1 志愿/ });
  await form.getByRole('button', { name: '回复' }).click();
  await expect(form.getByRole('textbox', { name: '回复老师' })).toHaveAccessibleDescription(/请填写回复/);
  await form.getByRole('textbox', { name: '回复老师' }).fill('好的，我换成了更稳的专业组');
  await form.getByRole('button', { name: '回复' }).click();
  await expect(advice.getByText('好的，我换成了更稳的专业组')).toBeVisible();
  await expect(advice.getByRole('form')).toHaveCount(0);
  await expectNoSeriousViolations(site);
  await screenshots(site, testInfo, 'profile-comment-reply');

  // In 模拟填报 the comment stands beside the choice it is about.
  await site.goto('/policy/simulate');
  // The server's page answers clicks once React has hydrated it.
  await hydrated(site);
  await site.getByRole('button', { name: '我的志愿表' }).click();
  const mine = site.getByRole('dialog', { name: '我的志愿表' });
  await mine.getByRole('button', { name: '打开“我的志愿表”' }).click();
  await expect(mine).toBeHidden();
  const beside = site.getByRole('list', { name: '老师对这个志愿的建议' });
  await expect(beside).toHaveCount(1);
  await expect(beside).toContainText('第 1 志愿的位次偏高，考虑换一个更稳的专业组');
  await expect(beside).toContainText('我的回复：好的，我换成了更稳的专业组');
  await expectNoSeriousViolations(site);
  await screenshots(site, testInfo, 'simulate-choice-comment');

  // The teacher reads the reply in the desk's list.
  await adminSignIn(page, teacherAccount.phone, teacherAccount.password);
  await page.goto(`/admin/classes/desk?id=${made.id}`);
  await page.getByRole('button', { name: '查看志愿表：赵敏' }).click();
  const dialog = page.getByRole('dialog', { name: /^赵敏的志愿表/ });
  await expect(dialog.getByText('学生回复：')).toBeVisible();
  await expect(dialog.getByText('好的，我换成了更稳的专业组')).toBeVisible();
  await expect(dialog.getByRole('region', { name: '全部志愿表（1 张，最近保存的在前）' })).toContainText(
    '我的志愿表 · 第 1 版',
  );
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'admin-desk-reply');

  // The version the comment was made on opens read-only: its choices by name and the comment with the reply.
  await dialog.getByRole('button', { name: '查看「我的志愿表」第 1 版' }).click();
  await expect(dialog.getByRole('button', { name: '收起「我的志愿表」第 1 版' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    dialog.getByRole('region', { name: '第 1 版的志愿' }).getByRole('listitem').first(),
  ).toContainText(/^1\. \S+/);
  const onVersion = dialog.getByRole('region', { name: '针对这一版的建议' });
  await expect(onVersion).toContainText('第 1 志愿的位次偏高，考虑换一个更稳的专业组');
  await expect(onVersion).toContainText('好的，我换成了更稳的专业组');
  await expectNoSeriousViolations(page);
  // The dialog scrolls within itself: the shot shows the opened version.
  await screenshots(page, testInfo, 'admin-desk-version', () => onVersion.scrollIntoViewIfNeeded());
});
