import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '@zhiyuan/ui';
import { TableFileInput, tableFileProblem } from './table-file-input.tsx';

const t = { fileRequired: '请选择文件', fileType: '只能上传 .csv 或 .xlsx 文件', fileTooLarge: '文件过大' };
const file = (name: string, size = 1) => new File(['x'.repeat(size)], name);

describe('tableFileProblem', () => {
  it('asks for a file, then for CSV or XLSX, then for one within the limit', () => {
    expect(tableFileProblem(null, 10, t)).toBe(t.fileRequired);
    expect(tableFileProblem(file('名单.txt'), 10, t)).toBe(t.fileType);
    expect(tableFileProblem(file('名单.XLSX', 11), 10, t)).toBe(t.fileTooLarge);
    expect(tableFileProblem(file('名单.csv', 10), 10, t)).toBe('');
  });
});

describe('TableFileInput', () => {
  function Field() {
    const [error, setError] = useState('');
    return (
      <FormField label="文件" error={error} required>
        <TableFileInput onPick={(picked) => setError(picked ? tableFileProblem(picked, 10, t) : '')} />
      </FormField>
    );
  }

  it('takes its label and error from the form field and hands over the chosen file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Field />);
    const picker = screen.getByLabelText(/^文件/);
    expect(picker).toHaveAttribute('type', 'file');
    await user.upload(picker, file('notes.txt'));
    expect(picker).toHaveAccessibleDescription(t.fileType);
    expect(picker).toBeInvalid();
    await user.upload(picker, file('名单.xlsx'));
    expect(picker).not.toHaveAccessibleDescription(t.fileType);
  });

  it('says 选择文件 and the chosen file’s name in Chinese, not the browser’s own English button', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Field />);
    const picker = screen.getByLabelText(/^文件/);
    expect(screen.getByText('选择文件')).toBeVisible();
    expect(screen.getByText('未选择文件')).toBeVisible();
    await user.upload(picker, file('名单.xlsx'));
    expect(screen.getByText('名单.xlsx')).toBeVisible();
    expect(screen.queryByText('未选择文件')).not.toBeInTheDocument();
    // The native button is there for the keyboard and the label, but not seen.
    expect(picker).toHaveClass('opacity-0');
  });
});
