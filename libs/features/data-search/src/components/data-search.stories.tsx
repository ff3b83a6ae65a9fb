import type { Meta, StoryObj } from '@storybook/react-vite';
import { admissionSearchHandlers } from '@zhiyuan/feature-testing/admission-search-fixtures';
import { withFeatureContext, fail } from '@zhiyuan/feature-testing';
import { DataSearchPage } from './data-search-page.tsx';

const meta = {
  title: 'Features/DataSearch/Page',
  decorators: [withFeatureContext],
  component: DataSearchPage,
  parameters: {
    docs: {
      description: {
        component: [
          '“大数据查询”（/data-search/data-search）：录取记录，带筛选、可排序的列和分页，整个查询保存在 URL 中；同一查询的导出链接；结果的最低分分布；在表格中选中院校时显示其历年走势（由应用传入 colleges 功能的组件，`collegeTrend`）。',
          "大数据查询 (/data-search/data-search): the admission records with filters, sortable columns and paging, the whole query in the URL; export links for the same query; the lowest-score distribution of the result; and, when a college is chosen in the table, its trend across the years (the colleges feature's, handed in by the app as `collegeTrend`).",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: () => admissionSearchHandlers(), path: '/data-search/data-search' },
  },
} satisfies Meta<typeof DataSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every record, highest lowest score first, with the distribution of the first hundred. */
export const AllRecords: Story = {};

/** 2025 物理类 at 211 universities, by lowest rank, with a college chosen: the app puts its trend here. */
export const FilteredWithTrend: Story = {
  args: {
    collegeTrend: ({ collegeId }) => (
      <section aria-label="院校走势" className="rounded-lg border bg-card p-4 text-sm">
        院校 {collegeId} 的历年走势（由应用放入院校功能的走势图）
      </section>
    ),
  },
  parameters: {
    featureContext: {
      path: '/data-search/data-search?year=2025&category=物理类&tags=211&sort=rank-asc&college=366',
    },
  },
};

/** Major rows: more than a hundred, so the chart says it counts the first hundred only. */
export const Majors: Story = {
  parameters: { featureContext: { path: '/data-search/data-search?scope=major&keyword=计算机' } },
};

/** Nothing matches the keyword. */
export const NothingFound: Story = {
  parameters: { featureContext: { path: '/data-search/data-search?keyword=不存在的大学' } },
};

/** The server fails: 加载失败 with 重试. */
export const Failure: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({
        ...admissionSearchHandlers(),
        searchAdmissions: () => fail('100500', '服务器繁忙，请稍后重试', 500),
      }),
    },
  },
};
