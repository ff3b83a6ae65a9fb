// 模拟填报 and 大数据查询 in a real browser against the real server and its seeded (sample) data: a student
// logs in, asks with a score, adds three suggestions to the 志愿表, reorders them by dragging and by the
// keyboard, saves, finds the list again after a reload (from the browser and from the server), and sees it
// in the print preview; the big-data query filters, sorts, pages, draws its charts and exports a CSV whose
// first line holds the Chinese headers. Each page: title and breadcrumb, axe, screenshots at 1280 and 375 px.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  SCREENSHOT_DIR,
  expectNoSeriousViolations,
  expectTitleAndBreadcrumb,
  hydrated,
  screenshots,
} from './support/page-checks.ts';
import { logInWithDialog, registerAccount, uniquePhone } from './support/accounts.ts';

const PASSWORD = 'e2e-secret-1';

const topBar = (page: Page) => page.getByRole('region', { name: '顶部操作栏' });
const choiceList = (page: Page) => page.getByRole('list', { name: '志愿顺序' });
/** dnd-kit's live region, which announces each step of a drag to screen readers. */
const dragAnnouncer = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const results = (page: Page) => page.getByRole('region', { name: '推荐结果' });

/** The units of the list, in order (e.g. 内蒙古大学 02组). */
async function listOrder(page: Page): Promise<string[]> {
  const names = await choiceList(page)
    .getByRole('button', { name: /^拖动排序：/ })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label') ?? ''));
  return names.map((label) => label.replace(/^拖动排序：第 \d+ 志愿（(.*)）$/, '$1'));
}

/** Adds the first suggestion of a tier (all majors the dialog ticks, 服从调剂) and returns its unit. */
async function addFirstOfTier(page: Page, tier: '冲' | '稳' | '保'): Promise<string> {
  await results(page)
    .getByRole('tab', { name: new RegExp(`^${tier} `) })
    .click();
  await expect(results(page).getByRole('tab', { name: new RegExp(`^${tier} `) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Until the tier's answer comes, the last tier's cards stay in view (inert): read the unit after it.
  await expect(results(page).getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
  const add = results(page)
    .getByRole('button', { name: /^加入志愿表：/ })
    .first();
  await expect(add).toBeVisible();
  const unit = ((await add.getAttribute('aria-label')) ?? '').replace('加入志愿表：', '');
  await add.click();
  const dialog = page.getByRole('dialog', { name: `加入志愿表：${unit}` });
  await expect(dialog.getByRole('checkbox', { name: '服从专业调剂' })).toBeChecked();
  await dialog.getByRole('button', { name: '加入', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => listOrder(page)).toContain(unit);
  return unit;
}

/** Drags one handle onto another with the mouse, in small steps as a person does. */
async function drag(page: Page, from: Locator, to: Locator, position: number) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('handle not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + 4, { steps: 20 });
  // Drop only once the list says the item is over its new place.
  await expect(dragAnnouncer(page)).toContainText(`移到第 ${position} 位`);
  await page.mouse.up();
}

test.describe('模拟填报', () => {
  test('log in → score → suggestions → three choices → reorder by drag and keyboard → save → reload → print', async ({
    page,
    request,
  }, testInfo) => {
    // The longest flow of the suite (register … print): three times the default budget on a busy machine.
    test.slow();
    const phone = uniquePhone();
    await registerAccount(request, phone, PASSWORD, '李同学');

    await page.goto('/policy/simulate');
    await expect(page.getByRole('heading', { level: 1, name: '模拟填报' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '模拟填报', '志愿填报');
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '模拟填报' }),
    ).toHaveAttribute('aria-current', 'page');
    await hydrated(page);
    await topBar(page).getByRole('button', { name: '登录' }).click();
    await logInWithDialog(page, phone, PASSWORD);

    // A score and the electives: the rank, the equivalent scores and the tiers.
    await page.getByRole('textbox', { name: '高考分数' }).fill('600');
    await page.getByRole('checkbox', { name: '化学' }).check();
    await page.getByRole('checkbox', { name: '生物' }).check();
    await page.getByRole('button', { name: '查看推荐' }).click();
    await expect(page).toHaveURL(/score=600/);
    const summary = page.getByRole('region', { name: '你的位次' });
    await expect(summary.getByText(/年物理类 位次 [\d,]+/)).toBeVisible();
    await expect(summary.getByRole('table', { name: '往年等位分' }).getByRole('row')).not.toHaveCount(1);
    await expect(results(page).getByRole('tab', { name: /^冲 [\d,]+$/ })).toBeVisible();
    const firstCard = results(page).getByRole('article').first();
    await expect(firstCard.getByText(/^录取可能性约 \d+%$/)).toBeVisible();
    await expect(firstCard.getByRole('heading', { name: '推荐理由' })).toBeVisible();

    // Three choices, one of each tier: 冲, 稳, 保.
    const reach = await addFirstOfTier(page, '冲');
    const match = await addFirstOfTier(page, '稳');
    const safety = await addFirstOfTier(page, '保');
    expect(await listOrder(page)).toEqual([reach, match, safety]);
    const checks = page.getByRole('region', { name: '检查结果' });
    await expect(checks).toBeVisible();

    // Drag the 保 choice to the top with the mouse.
    const handles = choiceList(page).getByRole('button', { name: /^拖动排序：/ });
    await drag(page, handles.nth(2), handles.nth(0), 1);
    await expect.poll(() => listOrder(page)).toEqual([safety, reach, match]);
    // The checks say a 冲 or 稳 after a 保 is wasted.
    await expect(checks.getByText(/排在第 1 志愿（.*保）之后/).first()).toBeVisible();

    // And back to the bottom with the keyboard: space, arrow down twice, space.
    const safetyHandle = choiceList(page).getByRole('button', { name: `拖动排序：第 1 志愿（${safety}）` });
    await safetyHandle.focus();
    await page.keyboard.press('Space');
    // Picked up: the handle is pressed while it is dragged. (The announcer is no sign of it: the mouse drop
    // just said "…移到第 1 位" too, and an arrow pressed before dnd-kit listens to the keys is lost.)
    await expect(safetyHandle).toHaveAttribute('aria-pressed', 'true');
    await expect(dragAnnouncer(page)).toHaveText(/已拿起|移到第 1 位/);
    await page.keyboard.press('ArrowDown');
    await expect(dragAnnouncer(page)).toContainText('移到第 2 位');
    await page.keyboard.press('ArrowDown');
    await expect(dragAnnouncer(page)).toContainText('移到第 3 位');
    await page.keyboard.press('Space');
    await expect.poll(() => listOrder(page)).toEqual([reach, match, safety]);
    // The 上移 / 下移 buttons too, with the move announced.
    await choiceList(page)
      .getByRole('button', { name: `下移第 1 志愿（${reach}）` })
      .click();
    await expect.poll(() => listOrder(page)).toEqual([match, reach, safety]);
    await expect(page.getByText(`已将${reach}移到第 2 位`)).toBeAttached();
    await choiceList(page)
      .getByRole('button', { name: `上移第 2 志愿（${reach}）` })
      .click();
    await expect.poll(() => listOrder(page)).toEqual([reach, match, safety]);

    await page.getByRole('checkbox', { name: `服从调剂：第 2 志愿（${match}）` }).uncheck();

    // Save to the account.
    const listName = `模拟志愿表${phone.slice(-4)}`;
    await page.getByRole('textbox', { name: '志愿表名称' }).fill(listName);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('志愿表已保存', { exact: true })).toBeVisible();
    await expect(page.getByText('已保存（第 1 版）')).toBeVisible();

    // The Excel file of the list, made in the browser.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(
      `${listName}-${new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })}.xlsx`,
    );
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'simulate-page');

    // A reload keeps the list (the browser's copy)…
    await page.reload();
    await expect(choiceList(page)).toBeVisible();
    expect(await listOrder(page)).toEqual([reach, match, safety]);
    // …and without it, 我的志愿表 brings it back from the server.
    await page.evaluate(() => localStorage.removeItem('zhiyuan.simulate.draft'));
    await page.reload();
    await expect(page.getByText('还没有志愿。在推荐结果中点击“加入志愿表”。').first()).toBeVisible();
    await page.getByRole('button', { name: '我的志愿表' }).click();
    const mine = page.getByRole('dialog', { name: '我的志愿表' });
    const row = mine.getByRole('row', { name: new RegExp(listName) });
    await expect(row).toContainText('3');
    await row.getByRole('button', { name: `打开“${listName}”` }).click();
    await expect(mine).toBeHidden();
    await expect.poll(() => listOrder(page)).toEqual([reach, match, safety]);
    await expect(page.getByRole('checkbox', { name: `服从调剂：第 2 志愿（${match}）` })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: '志愿表名称' })).toHaveValue(listName);

    // The print preview: the A4 sheet with the student and the three choices in order.
    await page.getByRole('button', { name: '打印预览' }).click();
    const preview = page.getByRole('dialog', { name: '志愿表打印预览' });
    await expect(preview.getByRole('heading', { name: listName })).toBeVisible();
    await expect(preview.getByRole('region', { name: '考生信息' })).toContainText('李同学');
    const sheetRows = preview.getByRole('table', { name: '志愿明细' }).getByRole('row');
    await expect(sheetRows).toHaveCount(4);
    for (const [i, unit] of [reach, match, safety].entries()) {
      const college = unit.replace(/ \S+组$/, '');
      await expect(sheetRows.nth(i + 1)).toContainText(college);
      // The 2026 plan is the authority's, so each group has its 3-character 招生代码 (751, A01 …); the rows stay
      // 示例数据 while their history rests on the generated years.
      await expect(
        sheetRows
          .nth(i + 1)
          .getByRole('cell')
          .nth(1),
      ).toHaveText(/^[0-9A-Z]{3}$/);
      await expect(
        sheetRows
          .nth(i + 1)
          .getByRole('cell')
          .last(),
      ).toHaveText('示例数据');
    }
    await expect(sheetRows.first()).toContainText('招生代码');
    // Every code is known, so the note on codes the site lacks (“—”) is not there.
    await expect(preview.getByText(/招生代码“—”：本站未收录/)).toBeHidden();
    await expect(preview.getByText(/标“示例数据”的志愿/)).toBeVisible();
    await expect(preview.getByRole('button', { name: '打印' })).toBeVisible();
    // Printed, only the sheet shows: the preview's bar and the page under it are left out.
    // (The dialog's title is in that bar, so the sheet is found on its own.)
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('table', { name: '志愿明细' })).toBeVisible();
    await expect(page.getByRole('button', { name: '打印', exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '模拟填报' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expectNoSeriousViolations(page);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'simulate-print-1280.png') });
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();
  });

  test('/data/simulate is the same page under 数据查询', async ({ page }) => {
    await page.goto('/data/simulate?score=560&tier=保');
    await expect(page.getByRole('heading', { level: 1, name: '模拟填报' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '模拟填报', '数据查询');
    await expect(results(page).getByRole('tab', { name: /^保 / })).toHaveAttribute('aria-selected', 'true');
    await expect(results(page).getByRole('article').first()).toBeVisible();
  });
});

test.describe('大数据查询', () => {
  const table = (page: Page) => page.getByRole('table', { name: '录取数据' });
  const total = (page: Page) => page.getByRole('status').filter({ hasText: /^共 [\d,]+ 条$/ });

  async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  test('filters, sorts, pages, draws the charts and exports a CSV', async ({ page }, testInfo) => {
    await page.goto('/data-search/data-search');
    await expect(page.getByRole('heading', { level: 1, name: '大数据查询' })).toBeVisible();
    await expectTitleAndBreadcrumb(page, '大数据查询', '大数据查询');
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '大数据查询' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(total(page)).toBeVisible();
    await expect(table(page).getByRole('row').nth(1)).toBeVisible();

    // Filter: 2024, 理科, colleges named 内蒙古… (2024 has ranks to sort by; 2025's official 投档 tables have none).
    await choose(page, '年份', '2024');
    await expect(page).toHaveURL(/year=2024/);
    await choose(page, '科类', '理科');
    await page.getByRole('searchbox', { name: '关键词' }).fill('内蒙古');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/keyword=%E5%86%85%E8%92%99%E5%8F%A4/);
    await expect(total(page)).toHaveText(/^共 \d{2,} 条$/);
    const rows = table(page).getByRole('row');
    await expect(rows.nth(1)).toContainText('内蒙古');

    // Sort by the lowest rank, best first.
    await table(page).getByRole('columnheader', { name: '最低位次' }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=rank-asc/);
    await expect(table(page).getByRole('columnheader', { name: '最低位次' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ranks = async () =>
      (await rows.evaluateAll((trs) => trs.slice(1).map((tr) => tr.lastElementChild?.textContent ?? ''))).map(
        (text) => Number(text.replaceAll(',', '')),
      );
    await expect
      .poll(async () => {
        const list = await ranks();
        return list.length > 1 && list.every((r, i) => i === 0 || r >= (list[i - 1] ?? 0));
      })
      .toBe(true);
    const firstPageTop = (await ranks())[0];

    // Page 2 continues where page 1 ended.
    const lastOfPage1 = (await ranks()).at(-1) ?? 0;
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await ranks())[0] !== firstPageTop).toBe(true);
    expect((await ranks())[0]).toBeGreaterThanOrEqual(lastOfPage1);

    // The charts: the distribution of the result, and a college's trend once chosen.
    const distribution = page.getByRole('region', { name: '最低分分布' });
    await expect(distribution.getByRole('img').locator('svg').first()).toBeVisible();
    await table(page)
      .getByRole('button', { name: /^查看.*历年走势$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/college=\d+/);
    const trend = page.getByRole('region', { name: /历年走势$/ }).filter({ has: page.getByRole('img') });
    await expect(trend.getByRole('img').locator('svg').first()).toBeVisible();

    // The CSV export: the same query, the Chinese headers on the first line.
    const csv = page.getByRole('link', { name: '导出 CSV' });
    await expect(csv).toHaveAttribute('href', /\/api\/admission\/export\?.*year=2024.*format=csv/);
    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const firstLine = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0];
    expect(firstLine).toMatch(/^年份,生源省份,科类,批次,院校代码,院校名称/);
    expect(firstLine).toContain('最低位次');

    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'simulate-data-search');
  });
});
