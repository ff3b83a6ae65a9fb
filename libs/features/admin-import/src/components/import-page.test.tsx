import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportReport, ImportRunItem } from '@zhiyuan/contracts';
import { renderFeature, type FakeHandlers } from '@zhiyuan/feature-testing';
import { ImportPage } from './import-page.tsx';

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    kind: 'admission-records',
    label: '历年录取',
    fileName: '录取.csv',
    format: 'csv',
    encoding: 'utf-8',
    totalRows: 3,
    errorCount: 0,
    errors: [],
    notes: [],
    dryRun: true,
    written: false,
    inserted: 3,
    updated: 0,
    unchanged: 0,
    removed: 2,
    unmatched: [],
    skipped: 0,
    durationMs: 5,
    ...overrides,
  };
}

const run = (overrides: Partial<ImportRunItem> = {}): ImportRunItem => ({
  id: 7,
  kind: 'admission-records',
  label: '历年录取',
  fileName: '录取.csv',
  format: 'csv',
  totalRows: 3,
  errorCount: 0,
  written: true,
  inserted: 3,
  updated: 0,
  removed: 2,
  userName: '王老师',
  at: '2026-06-25T02:00:00.000Z',
  undoable: true,
  undoneAt: null,
  undoneBy: null,
  ...overrides,
});

function handlers(uploads: ImportReport[], runs: ImportRunItem[] = []): FakeHandlers {
  return {
    listImportKinds: () => [
      {
        kind: 'admission-records',
        label: '历年录取',
        columns: [{ header: '年份', required: '必填', note: '四位年份', aliases: [] }],
      },
      { kind: 'high-schools', label: '高中学校', columns: [] },
    ],
    getDashboard: () => ({
      students: 1,
      volunteerSavesThisWeek: 0,
      loginsToday: 0,
      since: { week: '2026-06-22T00:00:00.000Z', today: '2026-06-25T00:00:00.000Z' },
      dataStatus: [
        {
          year: 2025,
          kinds: [
            { kind: 'admission-records', label: '历年录取', status: 'sample', rows: 10, sampleRows: 10 },
          ],
        },
      ],
      lastImports: [],
    }),
    listImportRuns: () => ({ total: runs.length, items: runs }),
    uploadImport: () => uploads.shift() ?? report(),
    undoImport: () => ({ kind: 'admission-records', label: '历年录取', removed: 3, restored: 2 }),
  };
}

const csv = (name = '录取.csv') => new File(['年份\n2024\n'], name, { type: 'text/csv' });

describe('ImportPage', () => {
  it('says beside the file field what is wrong with the file, and sends nothing', async () => {
    // The picker offers only .csv and .xlsx; a file dropped in any other way is still checked.
    const user = userEvent.setup({ applyAccept: false });
    const { server } = renderFeature(<ImportPage />, { handlers: handlers([]) });
    await user.click(await screen.findByRole('button', { name: '校验（试运行）' }));
    const picker = screen.getByLabelText(/^数据文件/);
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('请选择要上传的文件'));
    await user.upload(picker, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('只能上传 .csv 或 .xlsx 文件'));
    expect(server.calls.filter((c) => c.name === 'uploadImport')).toHaveLength(0);
  });

  it('lists every bad row of a dry run and allows confirming only after a clean dry run of that file', async () => {
    const user = userEvent.setup();
    const bad = report({
      errorCount: 1,
      errors: [{ line: 3, column: '最低分', message: '最低分应为0到750之间的整数' }],
      inserted: 0,
      removed: 0,
    });
    const { server } = renderFeature(<ImportPage />, {
      handlers: handlers([bad, report(), report({ dryRun: false, written: true })]),
    });
    await user.upload(await screen.findByLabelText(/^数据文件/), csv());
    await user.click(screen.getByRole('button', { name: '校验（试运行）' }));
    const problems = await screen.findByRole('table', { name: '问题列表' });
    expect(
      within(problems).getByRole('row', { name: /3 最低分 最低分应为0到750之间的整数/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('校验未通过：共 1 处问题，未写入任何数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
    expect(server.calls.find((c) => c.name === 'uploadImport')?.query.get('dryRun')).toBe('true');

    await user.upload(screen.getByLabelText(/^数据文件/), csv('录取-改.csv'));
    await user.click(screen.getByRole('button', { name: '校验（试运行）' }));
    expect(await screen.findByText(/校验通过（试运行，未写入）/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认导入' }));
    expect((await screen.findAllByText(/导入完成：新增 3 条/)).length).toBeGreaterThan(0);
    const uploads = server.calls.filter((c) => c.name === 'uploadImport');
    expect(uploads.map((c) => c.query.get('dryRun'))).toEqual(['true', 'true', 'false']);
  });

  it("says how a file in the exam authority's own form was read", async () => {
    const user = userEvent.setup();
    const notes = [
      '文件中没有“年份”、“科类”、“批次”列，按文件名读取：年份 2022，科类 物理类，批次 本科批',
      '没有投档（最低分写作“-”），不导入：第 1779、2296、2297 行',
    ];
    renderFeature(<ImportPage />, { handlers: handlers([report({ notes })]) });
    await user.upload(
      await screen.findByLabelText(/^数据文件/),
      csv('广东省2022年本科普通类（物理）投档情况.csv'),
    );
    await user.click(screen.getByRole('button', { name: '校验（试运行）' }));
    const section = await screen.findByRole('region', { name: '读取说明' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(notes);
  });

  it('asks a decision for every unmatched university and sends them with the next dry run', async () => {
    const user = userEvent.setup();
    const unmatched = report({
      errorCount: 1,
      errors: [{ line: 2, column: '院校名称', message: '未能匹配院校：北大（中外合作办学）' }],
      unmatched: [
        {
          key: '10001',
          enrollmentCode: '10001',
          name: '北大（中外合作办学）',
          rows: 2,
          lines: [2, 3],
          candidates: [{ code: '4111010001', name: '北京大学', score: 0.9 }],
        },
      ],
    });
    const { server } = renderFeature(<ImportPage />, { handlers: handlers([unmatched, report()]) });
    await user.upload(await screen.findByLabelText(/^数据文件/), csv());
    await user.click(screen.getByRole('button', { name: '校验（试运行）' }));
    const choice = await screen.findByRole('combobox', { name: '北大（中外合作办学）的处理方式' });
    await user.click(screen.getByRole('button', { name: '校验（试运行）' }));
    expect(await screen.findByText('还有院校未选择处理方式')).toBeInTheDocument();
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: /北京大学（4111010001/ }));
    await user.click(screen.getByRole('button', { name: '校验（试运行）' }));
    await waitFor(() =>
      expect(
        server.calls
          .filter((c) => c.name === 'uploadImport')
          .at(-1)
          ?.query.get('decisions'),
      ).toBe('10001=4111010001'),
    );
  });

  it('undoes the last import after a confirmation, and shows the data status', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<ImportPage />, {
      handlers: handlers([], [run(), run({ id: 6, undoable: false, fileName: '旧.csv' })]),
    });
    const history = await screen.findByRole('table', { name: '导入记录列表' });
    expect(within(history).getAllByRole('button', { name: '撤销' })).toHaveLength(1);
    expect(within(history).getAllByText('王老师')).toHaveLength(2);
    await user.click(within(history).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销这次导入？' });
    await user.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    expect(await screen.findByText('已撤销历年录取的导入：移除 3 条，恢复导入前的 2 条')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'undoImport')?.body).toEqual({ id: 7 });
    expect(screen.getByRole('table', { name: '各年数据状态' })).toHaveTextContent('示例数据');
  });
});
