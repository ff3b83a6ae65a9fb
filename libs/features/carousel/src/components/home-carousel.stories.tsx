import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers } from '@zhiyuan/feature-testing/content-fixtures';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { HomeCarousel } from './home-carousel.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Carousel',
  component: HomeCarousel,
  decorators: [withFeatureContext],
  parameters: { featureContext: { handlers: contentHandlers, path: '/home' } },
} satisfies Meta<typeof HomeCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners, the second a link opening in a new tab. */
export const Banners: Story = {};

/** While the banners load, a skeleton holds their place. */
export const Loading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...contentHandlers(), getScrollImages: never }) } },
};
