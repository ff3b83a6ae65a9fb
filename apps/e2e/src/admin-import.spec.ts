// 数据导入 in the back office, in Chromium against the real server: an admin uploads a file with a bad row and
// the dry run names the row and writes nothing; the fixed file passes, is imported (the site's data changes at
// once), shows in 导入记录 and 操作日志, and is undone — the data is back exactly as it was. And a table as the
// exam authority publishes it (no 年份/科类/批次 columns, its own 院校代码) is read with every reading said.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { adminSignIn, createAdmin } from './support/admin.ts';
import { uniquePhone } from './support/accounts.ts';
import { expectNoSeriousViolations, screenshots } from './support/page-checks.ts';

interface ScoreLine {
  year: number;
  category: string;
  batch: string;
  score: number;
  sample: boolean;
}

/** 2021 文科's lines as the site serves them. */
async function lines2021(request: APIRequestContext): Promise<ScoreLine[]> {
  const res = await request.get('/api/scoreLine/list?year=2021&category=文科');
  const body = (await res.json()) as { data: { items: ScoreLine[] } };
  return body.data.items;
}

const csvFile = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\ufeff${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8'),
});

const HEADER = ['年份', '科类', '批次', '分数'];

async function pickFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.getByLabel(/^数据文件/).setInputFiles(file);
}

test('an admin dry-runs a file with a bad row, fixes it, imports it and undoes the import', async ({
  page,
  request,
}, testInfo) => {
  const phone = uniquePhone();
  createAdmin(phone, '数据管理员', 'Admin2026ok');
  const before = await lines2021(request);
  expect(before.length).toBeGreaterThan(0);

  await adminSignIn(page, phone, 'Admin2026ok');
  await page.getByRole('navigation').getByRole('link', { name: '数据导入' }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole('heading', { name: '数据导入', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '各年数据状态' })).toBeVisible();

  // The kind: 批次线.
  await page.getByRole('combobox', { name: /^数据类型/ }).click();
  await page.getByRole('option', { name: '批次线' }).click();

  await pickFile(
    page,
    csvFile('批次线.csv', [
      HEADER,
      ['2021', '文科', '本科一批', '512'],
      ['2021', '文科', '本科二批', '很高'],
    ]),
  );
  await page.getByRole('button', { name: '校验（试运行）' }).click();
  const problems = page.getByRole('table', { name: '问题列表' });
  // One problem, on line 3 (the header is line 1), in the 分数 column.
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('分数');
  await expect(page.getByText(/校验未通过：共 1 处问题，未写入任何数据/)).toBeVisible();
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();
  expect(await lines2021(request)).toEqual(before);
  await screenshots(page, testInfo, 'admin-import-dry-run');
  await expectNoSeriousViolations(page);

  await pickFile(
    page,
    csvFile('批次线-改.csv', [
      HEADER,
      ['2021', '文科', '本科一批', '512'],
      ['2021', '文科', '本科二批', '420'],
      ['2021', '文科', '高职专科批', '160'],
    ]),
  );
  await page.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(page.getByText(/校验通过（试运行，未写入）/)).toBeVisible();
  expect(await lines2021(request)).toEqual(before);
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^导入完成/ })
      .first(),
  ).toBeVisible();

  const imported = await lines2021(request);
  expect(imported.find((l) => l.batch === '本科一批')).toMatchObject({ score: 512, sample: false });

  const history = page.getByRole('table', { name: '导入记录列表' });
  const row = history.getByRole('row').filter({ hasText: '批次线-改.csv' });
  await expect(row).toContainText('数据管理员');
  await screenshots(page, testInfo, 'admin-import-written');

  await row.getByRole('button', { name: '撤销' }).click();
  const dialog = page.getByRole('dialog', { name: '撤销这次导入？' });
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await expect(page.getByText(/^已撤销批次线的导入/, { exact: false }).first()).toBeVisible();
  await expect(row).toContainText('撤销');
  await expect(row.getByRole('button', { name: '撤销' })).toHaveCount(0);
  expect(await lines2021(request)).toEqual(before);

  // Both writes are in 操作日志.
  await page.goto('/admin/logs/audit');
  await expect(page.getByText(/导入批次线（批次线-改\.csv）/).first()).toBeVisible();
  await expect(page.getByText(/撤销批次线的导入/).first()).toBeVisible();
});

test('an admin dry-runs the exam authority’s table as published, and the report says how it was read', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone();
  createAdmin(phone, '数据管理员', 'Admin2026ok');
  await adminSignIn(page, phone, 'Admin2026ok');
  await page.goto('/admin/import');
  await page.getByRole('combobox', { name: /^数据类型/ }).click();
  await page.getByRole('option', { name: '历年录取' }).click();
  await pickFile(
    page,
    csvFile('2024年内蒙古普通高校招生本科一批（理科）投档线.csv', [
      ['院校代码', '院校名称', '计划数', '投档人数', '投档最低分', '投档最低位次'],
      ['1101', '内蒙古大学', '120', '120', '560', '9800'],
      ['1102', '内蒙古工业大学', '80', '80', '540', '15000'],
      ['1103', '内蒙古科技大学', '6', '0', '-', '-'],
    ]),
  );
  await page.getByRole('button', { name: '校验（试运行）' }).click();
  await expect(page.getByText(/^校验通过（试运行，未写入）/)).toBeVisible();
  const notes = page.getByRole('region', { name: '读取说明' }).getByRole('listitem');
  await expect(notes).toHaveText([
    '文件中没有“年份”、“科类”、“批次”列，按文件名读取：年份 2024，科类 理科，批次 本科一批',
    '院校代码不是 10 位的学校标识码，按本省招生代码读取：第 2、3 行',
    '没有投档（最低分写作“-”），不导入：第 4 行',
  ]);
  await expect(page.getByRole('heading', { name: '未能匹配的院校' })).toHaveCount(0);
  await screenshots(page, testInfo, 'admin-import-authority');
  await expectNoSeriousViolations(page);
});
