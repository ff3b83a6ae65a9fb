import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { SharedListPage } from './shared-list-page.tsx';
import { SHARE_TOKEN, sharedListHandlers } from './shared-list.test-support.ts';

const meta = {
  title: 'Features/Simulate/Shared list',
  component: SharedListPage,
  decorators: [withFeatureContext],
  parameters: {
    featureContext: {
      handlers: sharedListHandlers,
      signedIn: false,
      path: `/share/volunteer?token=${SHARE_TOKEN}`,
    },
  },
} satisfies Meta<typeof SharedListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a parent sees from a student's link: the list, its checks and the teacher's comment. */
export const Shared: Story = {};

/** A revoked or expired link. */
export const Unavailable: Story = {
  parameters: {
    featureContext: {
      handlers: sharedListHandlers,
      signedIn: false,
      path: `/share/volunteer?token=${'b'.repeat(43)}`,
    },
  },
};
