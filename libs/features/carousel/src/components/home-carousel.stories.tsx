import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers } from '@zhiyuan/feature-testing/content-fixtures';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { HomeCarousel } from './home-carousel.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Carousel',
  component: HomeCarousel,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '首页 /home 的轮播图（spec §2）：工作人员在“轮播图”中设置的横幅，高 375 px（手机上按比例缩小以完整显示 1200×375 的横幅），标题以文字叠在图片上（从不画进图片里），有链接的在新标签页打开。加载时用骨架占位，页面不会跳动；没有横幅（或加载失败）时不显示轮播图。',
          'The carousel of /home (spec §2): the banners staff set in 轮播图, 375 px high (smaller on phones, so that the whole 1200×375 banner shows), each with its title shown as text over it (never baked into the picture) and a link opening in a new tab when it has one. While the banners load a skeleton holds the space, so the page does not jump; with no banners (or a failed load) there is no carousel at all.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: contentHandlers, path: '/home' },
  },
} satisfies Meta<typeof HomeCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners, the second a link opening in a new tab. */
export const Banners: Story = {};

/** While the banners load, a skeleton holds their place. */
export const Loading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...contentHandlers(), getScrollImages: never }) } },
};
