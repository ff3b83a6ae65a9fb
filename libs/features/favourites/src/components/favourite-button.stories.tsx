import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext, accountHandlers } from '@zhiyuan/feature-testing';
import { FavouriteButton } from './favourite-button.tsx';

const meta = {
  title: 'Features/Favourites/FavouriteButton',
  component: FavouriteButton,
  decorators: [withFeatureContext],
  args: { kind: 'college', targetId: '4111010003', title: '清华大学' },
  parameters: { featureContext: { handlers: accountHandlers, signedIn: true } },
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
