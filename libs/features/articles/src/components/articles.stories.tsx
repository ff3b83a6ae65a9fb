import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers } from '@zhiyuan/feature-testing/content-fixtures';
import { Button } from '@zhiyuan/ui';
import { withFeatureContext, fail, accountHandlers } from '@zhiyuan/feature-testing';
import { ArticleList } from './article-list.tsx';

const never = () => new Promise<never>(() => undefined);
const handlers = () => ({ ...accountHandlers(), ...contentHandlers() });

const meta = {
  title: 'Features/Articles',
  component: ArticleList,
  decorators: [withFeatureContext],
  args: { kind: 'major' },
  parameters: {
    docs: {
      description: {
        component: [
          '解读列表（专业解读或院校解读）及其阅读视图：列表包括标题、关键词框、文章（日期、摘要、涉及的院校或专业、示例数据标记）和分页器；带 ?id=… 时在同一页面显示该文章，并有返回原列表的链接。关键词、页码和文章都保存在 URL 中。',
          'An interpretation list (专业解读 or 院校解读) with its reading view: the list (heading, keyword box, articles with date, summary, what they are about and 示例数据, the pager) or, with ?id=…, that article in the same page with a link back to the list as it was. Keyword, page and article all live in the URL.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers, signedIn: true, path: '/subject-explain/list' },
  },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 专业解读. */
export const MajorList: Story = {};

/** 院校解读, two a page. */
export const CollegeList: Story = { args: { kind: 'college', pageSize: 2 } };

/** Reading an article (?id=14); the app puts 收藏 beside it (here a stand-in button). */
export const Reading: Story = {
  args: { articleActions: () => <Button variant="outline">收藏</Button> },
  parameters: { featureContext: { handlers, signedIn: true, path: '/subject-explain/list?id=14' } },
};

/** Reading a 院校解读 article, linked to its college. */
export const ReadingCollegeArticle: Story = {
  args: { kind: 'college' },
  parameters: { featureContext: { handlers, signedIn: false, path: '/unscramble/unscramble-list?id=24' } },
};

/** Nothing found. */
export const Empty: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...handlers(), ...contentHandlers({ articles: [] }) }),
      signedIn: true,
    },
  },
};

/** Loading. */
export const Loading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...handlers(), listArticles: never }) } },
};

/** The server failed. */
export const LoadFailed: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...handlers(), listArticles: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};
