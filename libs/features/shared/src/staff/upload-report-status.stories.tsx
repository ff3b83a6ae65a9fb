import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadReportStatus } from './upload-report-status.tsx';

const meta = {
  title: 'Features/Shared/UploadReportStatus',
  component: UploadReportStatus,
  args: {
    failed: false,
    summary: '校验通过（试运行，未写入）：高考一模：42 名学生的成绩',
    children: '一模成绩.xlsx：共 42 行数据',
  },
  parameters: {
    docs: {
      description: {
        component: [
          '上传的表格文件（数据导入、班级名单或成绩）报告的开头：服务器的一行总结（有问题时为红色，通过时为绿色，读屏软件会播报），其下是文件名和行数。',
          'The head of an uploaded table file’s report (a data import, a class roster or scores): the server’s one-line summary (red with problems, green when it passed, announced to screen readers), and under it the file’s name and rows.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof UploadReportStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dry run that passed. */
export const Passed: Story = {};

/** A file with problems: nothing written. */
export const Failed: Story = {
  args: {
    failed: true,
    summary: '校验未通过：共 2 处问题，未写入任何数据',
    children: '名单.xlsx：共 3 行数据',
  },
};
