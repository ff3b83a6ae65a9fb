import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { fail, withFeatureContext } from '@zhiyuan/feature-testing';
import { ElectivesPage } from './electives-page.tsx';

const meta = {
  title: 'Features/Electives/Page',
  decorators: [withFeatureContext],
  component: ElectivesPage,
  parameters: { featureContext: { handlers: dataHandlers, path: '/data/electives' } },
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
