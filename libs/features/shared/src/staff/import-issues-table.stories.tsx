import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportIssuesTable } from './import-issues-table.tsx';

const meta = {
  title: 'Features/Shared/ImportIssuesTable',
  component: ImportIssuesTable,
  args: {
    issues: [
      { line: null, column: null, message: '缺少必填列「手机号」' },
      { line: 3, column: '手机号', message: '手机号格式不正确' },
      { line: 5, column: null, message: '与第 4 行重复（同一条记录只能出现一次）' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          '上传的表格文件（数据导入、班级名单或成绩）的问题列表：每处问题的行号、列和原因；没有行号时为“整个文件”，没有列时为“整行”。',
          'The problems of an uploaded table file (a data import, a class roster or scores): each with its line, column and reason; 整个文件 where it has no line, 整行 where it has no column.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ImportIssuesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file-level problem, a cell's and a row's. */
export const Default: Story = {};
