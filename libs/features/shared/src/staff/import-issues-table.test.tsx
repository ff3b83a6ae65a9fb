import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportIssuesTable } from './import-issues-table.tsx';

describe('ImportIssuesTable', () => {
  it('lists each problem with its line, column and reason; 整个文件 and 整行 where it has none', () => {
    render(
      <ImportIssuesTable
        issues={[
          { line: null, column: null, message: '缺少必填列「手机号」' },
          { line: 3, column: '手机号', message: '手机号格式不正确' },
          { line: 5, column: null, message: '与第 4 行重复' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '问题列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['行号', '列', '问题']);
    // Row by row: the line (整个文件 where none), the column (整行 where none), the reason.
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      ...['整个文件', '整行', '缺少必填列「手机号」'],
      ...['3', '手机号', '手机号格式不正确'],
      ...['5', '整行', '与第 4 行重复'],
    ]);
  });
});
