import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHandlers, withFeatureContext } from '@zhiyuan/feature-testing';
import { FavouritesPanel } from './favourites-panel.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Favourites/FavouritesPanel',
  decorators: [withFeatureContext],
  component: FavouritesPanel,
  parameters: { featureContext: { handlers: accountHandlers, signedIn: true } },
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
