import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { fail, withFeatureContext } from '@zhiyuan/feature-testing';
import { ElectivesPage } from './electives-page.tsx';

const meta = {
  title: 'Features/Electives/Page',
  decorators: [withFeatureContext],
  component: ElectivesPage,
  parameters: {
    docs: {
      description: {
        component: [
          '“选科查询”（/data/electives）：对一个 3+1+2 选科组合，列出今年招生计划中它可以报考的院校专业组（可报），以及不能报考的（不可报，并说明缺什么）；可像“找学校”一样筛选，整个查询保存在 URL 中。',
          "选科查询 (/data/electives): for a 3+1+2 combination, the 院校专业组 of this year's 招生计划 it may apply to (可报) and those it may not (不可报, with what it lacks), filterable like 找学校; the whole query in the URL.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: dataHandlers, path: '/data/electives' },
  },
} satisfies Meta<typeof ElectivesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the page asks for two electives. */
export const Start: Story = {};

/** 物理+化学+生物: the groups it may apply to. */
export const Allowed: Story = {
  parameters: { featureContext: { path: '/data/electives?category=物理类&electives=化学,生物' } },
};

/** 物理+化学+地理: the groups it may not apply to, with what it lacks. */
export const Denied: Story = {
  parameters: {
    featureContext: { path: '/data/electives?category=物理类&electives=化学,地理&result=denied' },
  },
};

/** The server failed. */
export const Failed: Story = {
  parameters: {
    featureContext: {
      path: '/data/electives?category=物理类&electives=化学,生物',
      handlers: () => ({ ...dataHandlers(), searchByElectives: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};
