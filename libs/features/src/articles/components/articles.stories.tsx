import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthHost } from '../../auth/index.ts';
import { contentHandlers } from '../../testing/content-fixtures.ts';
import { withFeatureContext } from '../../testing/feature-decorator.tsx';
import { fail } from '../../testing/fake-server.ts';
import { accountHandlers } from '../../testing/fixtures.ts';
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

/** Reading an article (?id=14), signed in: 收藏 works. */
export const Reading: Story = {
  parameters: { featureContext: { handlers, signedIn: true, path: '/subject-explain/list?id=14' } },
};

/** Reading signed out: 收藏 opens the login dialog. */
export const ReadingSignedOut: Story = {
  args: { kind: 'college' },
  parameters: { featureContext: { handlers, signedIn: false, path: '/unscramble/unscramble-list?id=24' } },
  render: (args) => (
    <>
      <ArticleList {...args} />
      <AuthHost />
    </>
  ),
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
