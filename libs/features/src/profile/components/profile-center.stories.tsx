import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '../../testing/feature-decorator.tsx';
import { accountHandlers } from '../../testing/fixtures.ts';
import { ProfileCenter } from './profile-center.tsx';

const meta = {
  title: 'Features/Profile/ProfileCenter',
  decorators: [withFeatureContext],
  component: ProfileCenter,
  parameters: { featureContext: { handlers: accountHandlers, signedIn: true, path: '/user/user-profile' } },
} satisfies Meta<typeof ProfileCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student who filled everything in: info, three exam results, five favourites. */
export const Student: Story = {};

/** Open on 成绩. */
export const Scores: Story = {
  parameters: {
    featureContext: { handlers: accountHandlers, signedIn: true, path: '/user/user-profile?tab=scores' },
  },
};

/** Open on 我的收藏. */
export const Favourites: Story = {
  parameters: {
    featureContext: { handlers: accountHandlers, signedIn: true, path: '/user/user-profile?tab=favourites' },
  },
};

/** A new account: nothing saved yet. */
export const NewAccount: Story = {
  parameters: {
    featureContext: {
      handlers: () => accountHandlers({ studentInfo: null, results: [], favourites: [] }),
      signedIn: true,
    },
  },
};
