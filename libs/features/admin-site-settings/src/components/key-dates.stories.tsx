import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { KeyDatesPage } from './key-dates-page.tsx';

const meta = {
  title: 'Features/Admin site settings/Key dates',
  component: KeyDatesPage,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '后台的“填报日程”：本季的各个日期按时间顺序排列（北京时间），可编辑、删除，下方表单用于新增。网站首页和模拟填报会立即显示下一个日期，并在截止日期不足 3 天时提醒有未保存修改的学生。',
          "填报日程 in the back office: the season's dates in time order (Beijing time) with 编辑 and 删除, and the form for a new one. The site's home page and 模拟填报 show the next date at once, and remind a student with unsaved changes when a deadline is less than 3 days away.",
        ].join('\n\n'),
      },
    },
    featureContext: {
      handlers: () => ({
        listKeyDates: () => [
          {
            id: 1,
            name: '本科批填报开始',
            kind: 'start' as const,
            at: '2026-06-28T01:00:00.000Z',
            note: '网上填报',
          },
          {
            id: 2,
            name: '本科批填报截止',
            kind: 'deadline' as const,
            at: '2026-07-02T09:00:00.000Z',
            note: '',
          },
        ],
      }),
    },
  },
} satisfies Meta<typeof KeyDatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two dates of the season and the form for another. */
export const Season: Story = {};
