import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext, accountHandlers } from '@zhiyuan/feature-testing';
import { FavouriteButton } from './favourite-button.tsx';

const meta = {
  title: 'Features/Favourites/FavouriteButton',
  component: FavouriteButton,
  decorators: [withFeatureContext],
  args: { kind: 'college', targetId: '4111010003', title: '清华大学' },
  parameters: {
    docs: {
      description: {
        component: [
          '院校、专业或文章页面上的“收藏”按钮：收藏 / 已收藏（切换按钮，aria-pressed）。未登录时点击会打开登录对话框并记住这个意图；在对话框中登录后（不离开页面）即加入收藏；未登录就关闭对话框则作罢。',
          'The 收藏 button of a college, major or article page: 收藏 / 已收藏 (a toggle, aria-pressed). Signed out, a click opens the login dialog and remembers the wish; once signed in in that dialog, without leaving the page, the favourite is added. Closing the dialog without signing in forgets it.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: accountHandlers, signedIn: true },
  },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, 清华大学 not yet collected: click to add (and again to remove). */
export const NotCollected: Story = {};

/** Signed in, 内蒙古大学 already among the favourites. */
export const Collected: Story = {
  args: { kind: 'college', targetId: '4115010126', title: '内蒙古大学' },
};

/** A major (计算机科学与技术, collected). */
export const Major: Story = {
  args: { kind: 'major', targetId: '080901', title: '计算机科学与技术' },
};

/** Signed out: a click asks for the login dialog (the app's, composed beside it) and remembers the wish. */
export const SignedOut: Story = {
  parameters: { featureContext: { handlers: accountHandlers, signedIn: false } },
};
