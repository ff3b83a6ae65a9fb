import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { contentHandlers, withFeatureContext } from '@zhiyuan/feature-testing';
import { RankLookupBox } from './rank-lookup-box.tsx';
import { RankTablePage } from './rank-table-page.tsx';

const meta = {
  title: 'Features/RankTable',
  decorators: [withFeatureContext],
  component: RankTablePage,
  parameters: {
    docs: {
      description: {
        component: [
          '“一分一段”（/data/orderLine）：年份和科类来自站点配置；分数查位次、位次查分数；所查分数在其他年份的等效分；以及完整的一分一段表和分布图。查询（年份、科类、分数、位次）保存在 URL 中。',
          '一分一段 (/data/orderLine), the rank table page: year and category from the site config, 分数查位次 and 位次查分数, the equivalent scores of the other years for the looked-up score, and the whole table with its distribution chart. The query (year, category, score, rank) lives in the URL, so back, forward, refresh and sharing keep it.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: dataHandlers, path: '/data/orderLine' },
  },
} satisfies Meta<typeof RankTablePage>;

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

/** The lookup box of the home page: type a score (e.g. 600) and 查询位次. */
export const LookupBox: Story = {
  render: () => <RankLookupBox tableYear={2025} className="max-w-md" />,
  parameters: { featureContext: { handlers: contentHandlers, path: '/home' } },
};
