import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadReportStatus } from './upload-report-status.tsx';

describe('UploadReportStatus', () => {
  it('announces the summary with the line on the file, red when the file failed and green when it passed', () => {
    const { rerender } = render(
      <UploadReportStatus failed summary="校验未通过：共 2 处问题，未写入任何数据">
        名单.xlsx：共 3 行数据
      </UploadReportStatus>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('校验未通过：共 2 处问题，未写入任何数据名单.xlsx：共 3 行数据');
    expect(status).toHaveClass('border-destructive');
    rerender(
      <UploadReportStatus failed={false} summary="已导入：高考一模：42 名学生的成绩">
        一模成绩.xlsx：共 42 行数据
      </UploadReportStatus>,
    );
    expect(screen.getByRole('status')).toHaveClass('border-success');
  });
});
