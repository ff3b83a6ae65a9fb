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
  parameters: { featureContext: { handlers, signedIn: true, path: '/subject-explain/list' } },
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
