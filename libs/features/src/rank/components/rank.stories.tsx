import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '../../testing/data-fixtures.ts';
import { withFeatureContext } from '../../testing/feature-decorator.tsx';
import { RankPage } from './rank-page.tsx';

const meta = {
  title: 'Features/Rank/Page',
  decorators: [withFeatureContext],
  component: RankPage,
  parameters: { featureContext: { handlers: dataHandlers, path: '/data/orderLine' } },
} satisfies Meta<typeof RankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any lookup: the newest year's table. */
export const Start: Story = {};

/** 550 分 in 2025 物理类 and rank 10000: both lookups, the equivalent scores, the table at the score's page. */
export const Lookups: Story = {
  parameters: { featureContext: { path: '/data/orderLine?year=2025&category=物理类&score=550&rank=10000' } },
};

/** A rank beyond the table: the server's reason under the form. */
export const RankOutOfTable: Story = {
  parameters: { featureContext: { path: '/data/orderLine?year=2023&category=文科&rank=9999999' } },
};
