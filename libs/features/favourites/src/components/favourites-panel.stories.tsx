import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHandlers, withFeatureContext } from '@zhiyuan/feature-testing';
import { FavouritesPanel } from './favourites-panel.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Favourites/FavouritesPanel',
  decorators: [withFeatureContext],
  component: FavouritesPanel,
  parameters: {
    docs: {
      description: {
        component: [
          '“我的收藏”（个人中心的一个标签页，由应用组合进去）：按类别（院校、专业、文章）分组的收藏，每项链接到其页面；“取消收藏”会立即从列表移除该项，服务器拒绝时再放回。',
          '我的收藏 (a tab of the personal centre, composed there by the app): the favourites grouped by kind (院校, 专业, 文章), each a link to its page, with 取消收藏, which takes the item off the list at once and puts it back if the server refuses.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: accountHandlers, signedIn: true },
  },
} satisfies Meta<typeof FavouritesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 我的收藏: colleges, majors and an article. */
export const Favourites: Story = {};

/** 我的收藏 with nothing collected. */
export const FavouritesEmpty: Story = {
  parameters: { featureContext: { handlers: () => accountHandlers({ favourites: [] }), signedIn: true } },
};

/** 我的收藏 loading. */
export const FavouritesLoading: Story = {
  parameters: {
    featureContext: { handlers: () => ({ ...accountHandlers(), listCollections: never }), signedIn: true },
  },
};
