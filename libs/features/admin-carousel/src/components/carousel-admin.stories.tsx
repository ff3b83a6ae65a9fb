import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { CarouselAdminPage } from './carousel-admin-page.tsx';
import { adminCarouselHandlers } from './carousel.test-support.ts';

const meta = {
  title: 'Features/Admin carousel',
  component: CarouselAdminPage,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: () => adminCarouselHandlers() } },
} satisfies Meta<typeof CarouselAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two slides (one disabled) and the add form. */
export const Slides: Story = {};

/** No slides yet. */
export const Empty: Story = {
  parameters: { featureContext: { handlers: () => adminCarouselHandlers([]) } },
};
