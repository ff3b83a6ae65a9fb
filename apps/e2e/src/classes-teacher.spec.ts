// A 班主任 in Chromium (issue 36): signed in on the site, 我的班级 shows the classes they run with each join code
// and a link to its desk — not a join form the server would refuse; opening another teacher's desk by URL says
// 班级不存在或无权查看, not a load failure to retry. Both looked at with axe and at 1280 and 375 px.
import { expect, test } from './support/fixtures.ts';
import { logInWithDialog } from './support/accounts.ts';
import { teacherWithClass } from './support/classes.ts';
import { expectNoSeriousViolations, screenshots } from './support/page-checks.ts';

test('a teacher sees their classes in 我的班级 and is told another class’s desk is not theirs', async ({
  page,
  request,
}, testInfo) => {
  const { account: teacher, klass: mine } = await teacherWithClass(request, '高三（9）班');
  const { klass: other } = await teacherWithClass(request, '高三（10）班');

  await page.goto('/user/user-profile?tab=class');
  await logInWithDialog(page, teacher.phone, teacher.password);
  const classes = page.getByRole('region', { name: '我带的班级' });
  await expect(classes.getByText('高三（9）班（2026届）')).toBeVisible();
  await expect(classes.getByText(mine.joinCode)).toBeVisible();
  await expect(page.getByRole('form', { name: '加入班级' })).toHaveCount(0);
  // 我的收藏 leads to another tab of the personal centre: it is not the current page here.
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的收藏' }),
  ).not.toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'profile-teacher-classes');
  // The link opens the class's desk in the back office (the site's sign-in carries over).
  await classes.getByRole('link', { name: '打开工作台：高三（9）班' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/desk\\?id=${mine.id}$`));
  await expect(page.getByText(mine.joinCode)).toBeVisible();

  await page.goto(`/admin/classes/desk?id=${other.id}`);
  await expect(page.getByRole('heading', { name: '班级不存在或无权查看' })).toBeVisible();
  await expect(page.getByRole('button', { name: /重试/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshots(page, testInfo, 'admin-class-desk-not-found');
  await page.getByRole('main').getByRole('link', { name: '返回班级列表' }).last().click();
  await expect(page.getByRole('heading', { name: '班级', level: 1 })).toBeVisible();
});
