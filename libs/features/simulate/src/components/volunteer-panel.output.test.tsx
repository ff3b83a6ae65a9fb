// VolunteerPanel tests — output: 打印预览 on A4 and 导出 Excel
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import { SLOW_TEST_MS, seedDraft, Panel } from './volunteer-panel.test-support.tsx';

beforeEach(() => localStorage.clear());

describe('VolunteerPanel: output', () => {
  it(
    'prints the list on an A4 sheet with the student details from the personal centre',
    async () => {
      const user = userEvent.setup();
      seedDraft();
      renderFeature(<Panel />, { signedIn: true, handlers: { ...simulateHandlers(), ...accountHandlers() } });
      await user.click(screen.getByRole('button', { name: '打印预览' }));
      const preview = await screen.findByRole('dialog', { name: '志愿表打印预览' });
      expect(within(preview).getByRole('heading', { name: '我的第一张志愿表' })).toBeInTheDocument();
      const student = within(preview).getByRole('region', { name: '考生信息' });
      expect(await within(student).findByText('张小明')).toBeInTheDocument();
      expect(await within(student).findByText('包头市第一中学')).toBeInTheDocument();
      expect(within(student).getByText('高三（5）班')).toBeInTheDocument();
      expect(within(student).getByText('600')).toBeInTheDocument();
      const table = within(preview).getByRole('table', { name: '志愿明细' });
      const body = within(table).getAllByRole('row').slice(1);
      expect(body).toHaveLength(3);
      expect(
        within(body[0]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual([
        '1',
        '—',
        '4161010710',
        '长安大学',
        '01',
        '1.古典文献学 2.德语',
        '是',
        '冲',
        '24%',
        '示例数据',
      ]);
      // The sample data stores no 招生代码: the sheet says so, and what the 示例数据 rows are.
      expect(within(preview).getByText(/招生代码“—”：本站未收录/)).toBeInTheDocument();
      expect(within(preview).getByText(/标“示例数据”的志愿/)).toBeInTheDocument();
      expect(preview.querySelector('style')?.textContent).toContain('size: A4');
      expect(preview.querySelector('[data-print-region]')).not.toBeNull();
      expect(within(preview).getByRole('button', { name: '打印' })).toBeInTheDocument();
      await user.click(within(preview).getByRole('button', { name: '关闭' }));
      expect(screen.queryByRole('dialog', { name: '志愿表打印预览' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  describe('export', () => {
    const created: Blob[] = [];
    beforeEach(() => {
      created.length = 0;
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => {
            created.push(blob);
            return 'blob:volunteers';
          },
          revokeObjectURL: () => undefined,
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it(
      'exports the list as an Excel file named after it',
      async () => {
        const user = userEvent.setup();
        seedDraft();
        renderFeature(<Panel />, { handlers: simulateHandlers() });
        await user.click(screen.getByRole('button', { name: '导出 Excel' }));
        expect(await screen.findByText('已导出志愿表')).toBeInTheDocument();
        expect(created).toHaveLength(1);
        expect(created[0]?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(created[0]?.size).toBeGreaterThan(1000);
        const click = vi.mocked(HTMLAnchorElement.prototype.click);
        const link = click.mock.contexts[0] as HTMLAnchorElement;
        expect(link.download).toMatch(/^我的第一张志愿表-\d{4}-\d{2}-\d{2}\.xlsx$/);
        // Read back: every choice keeps its 示例数据 mark and shows — where no 招生代码 is stored.
        const { default: ExcelJS } = await import('exceljs');
        const workbook = new ExcelJS.Workbook();
        const bytes = await new Promise<ArrayBuffer>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as ArrayBuffer);
          reader.readAsArrayBuffer(created[0]!);
        });
        await workbook.xlsx.load(bytes);
        const sheet = workbook.getWorksheet('志愿表');
        const cells: unknown[][] = [];
        sheet?.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
        const header = cells.findIndex((r) => r[0] === '序号');
        expect(cells[header]?.[1]).toBe('招生代码');
        expect(cells[header]?.[9]).toBe('数据');
        const choices = cells.slice(header + 1, header + 4);
        expect(choices.map((r) => [r[0], r[1], r[3], r[9]])).toEqual([
          [1, '—', '长安大学', '示例数据'],
          [2, '—', expect.any(String), '示例数据'],
          [3, '—', expect.any(String), '示例数据'],
        ]);
        expect(cells.some((r) => /标“示例数据”的志愿/.test(String(r[0])))).toBe(true);
      },
      SLOW_TEST_MS,
    );
  });
});
