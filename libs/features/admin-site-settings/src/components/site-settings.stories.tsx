import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { SiteSettingsPage } from './site-settings-page.tsx';
import { settingsData, siteSettingsHandlers } from './site-settings.test-support.ts';

const meta = {
  title: 'Features/Admin site settings',
  component: SiteSettingsPage,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: () => siteSettingsHandlers() } },
} satisfies Meta<typeof SiteSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: every field empty, the defaults named under them. */
export const Defaults: Story = {};

/** A school's own settings. */
export const Filled: Story = {
  parameters: {
    featureContext: {
      handlers: () =>
        siteSettingsHandlers(
          settingsData({ schoolName: '呼和浩特市第二中学', contactLine: '教务处 0471-1234567' }),
        ),
    },
  },
};
