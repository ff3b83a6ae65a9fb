// What a 班主任's week prints, in Chromium's print layout (issue 36): a parent printing the shared list gets the
// list, its checks and the comments on one page — no top bar, menu, breadcrumb or footer, no page holding only
// the footer; the desk's printed summary keeps each student's name on one line beside the long 检查提醒.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { adminSignIn } from './support/admin.ts';
import { apiData, joinClass, studentWithList, teacherWithClass } from './support/classes.ts';
import { screenshots } from './support/page-checks.ts';

/** How many pages Chromium prints the page on (A4, the page's own print CSS). */
async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  return (pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

test('printing a shared list prints the list, its checks and comments on one page, without the site around it', async ({
  page,
  request,
}, testInfo) => {
  const { token, list } = await studentWithList(request, '王芳', { choices: 3, tier: '冲' });
  const share = await apiData<{ token: string }>(
    await request.post('/api/volunteer/share/create', { headers: { token }, data: { id: list.id } }),
  );
  await page.goto(`/share/volunteer?token=${share.token}`);
  await expect(page.getByRole('heading', { name: '王芳的志愿表', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('heading', { name: '检查结果' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '老师的建议' })).toBeVisible();
  for (const chrome of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: '面包屑' }),
    page.getByRole('button', { name: '登录' }),
    page.getByRole('button', { name: '打印' }),
  ])
    await expect(chrome).toBeHidden();
  await screenshots(page, testInfo, 'shared-list-print');
  expect(await printedPages(page)).toBe(1);
});

test('the desk’s printed summary keeps every student’s name on one line', async ({
  page,
  request,
}, testInfo) => {
  const { account: teacher, klass } = await teacherWithClass(request);
  for (const name of ['欧阳明月', '李华']) {
    const { token } = await studentWithList(request, name, { choices: 2, tier: '冲' });
    await joinClass(request, token, klass.joinCode);
  }
  await adminSignIn(page, teacher.phone, teacher.password);
  await page.goto(`/admin/classes/desk?id=${klass.id}`);
  await page.getByRole('button', { name: '打印汇总' }).click();
  const preview = page.getByRole('dialog', { name: '班级志愿汇总打印预览' });
  await expect(preview.getByRole('table')).toBeVisible();
  // An A4 landscape sheet is about 1,050 CSS pixels wide inside its margins.
  await page.setViewportSize({ width: 1050, height: 740 });
  await page.emulateMedia({ media: 'print' });
  // The preview's title is not printed: the sheet is found by its table's caption.
  const sheet = page.getByRole('table', { name: '班级志愿汇总打印预览' });
  const nameCells = sheet.locator('tbody td:first-child');
  await expect(nameCells).toHaveCount(2);
  const lines = await nameCells.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return `${cell.textContent}: ${tops.size}`;
    }),
  );
  expect(lines.sort()).toEqual(['李华: 1', '欧阳明月: 1']);
  await screenshots(page, testInfo, 'class-desk-print');
});
