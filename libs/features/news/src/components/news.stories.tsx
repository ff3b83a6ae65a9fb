import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers } from '@zhiyuan/feature-testing/content-fixtures';
import { withFeatureContext, fail } from '@zhiyuan/feature-testing';
import { LatestNews } from './latest-news.tsx';
import { NewsContent } from './news-content.tsx';
import { NewsList } from './news-list.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/News',
  component: NewsList,
  decorators: [withFeatureContext],
  args: { category: 'gaokao' },
  parameters: {
    docs: {
      description: {
        component: [
          '公告列表（高考公告或强基计划）：页面标题、关键词框、本页的公告（最新的在前：标题链接到公告，日期、摘要，示例数据带标记）和分页器。关键词和页码保存在 URL 中。',
          "An announcement list (高考公告 or 强基计划): the page's heading, the keyword box, the announcements of the page newest first (title linking to the announcement, date, summary, 示例数据 on the examples) and the pager. Keyword and page live in the URL.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: contentHandlers, path: '/news/news-detail' },
  },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 高考公告: one official announcement and the examples (示例数据). */
export const GaokaoList: Story = {};

/** 强基计划. */
export const QjjhList: Story = { args: { category: 'qjjh' } };

/** Four a page, on page 2. */
export const Paged: Story = {
  args: { pageSize: 4 },
  parameters: { featureContext: { handlers: contentHandlers, path: '/news/news-detail?page=2' } },
};

/** A search from the URL (?keyword=报名). */
export const Searched: Story = {
  parameters: { featureContext: { handlers: contentHandlers, path: '/news/news-detail?keyword=报名' } },
};

/** Nothing published yet. */
export const Empty: Story = {
  parameters: { featureContext: { handlers: () => contentHandlers({ news: [] }) } },
};

/** Loading. */
export const Loading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...contentHandlers(), listNews: never }) } },
};

/** The server failed: 公告加载失败 with 重试. */
export const LoadFailed: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...contentHandlers(), listNews: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};

/** An announcement (/news/news-content?id=10), with 打印. */
export const Content: Story = {
  render: () => <NewsContent />,
  parameters: { featureContext: { handlers: contentHandlers, path: '/news/news-content?id=10' } },
};

/** An announcement that does not exist. */
export const ContentNotFound: Story = {
  render: () => <NewsContent />,
  parameters: { featureContext: { handlers: contentHandlers, path: '/news/news-content?id=999' } },
};

/** The home page's two cards. */
export const Latest: Story = {
  render: () => (
    <div className="grid gap-4 desktop:grid-cols-2">
      <LatestNews category="gaokao" />
      <LatestNews category="qjjh" />
    </div>
  ),
};
