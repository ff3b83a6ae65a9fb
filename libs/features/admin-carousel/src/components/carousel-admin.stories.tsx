import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { CarouselAdminPage } from './carousel-admin-page.tsx';
import { adminCarouselHandlers } from './carousel.test-support.ts';

const meta = {
  title: 'Features/Admin carousel',
  component: CarouselAdminPage,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '后台的“轮播图”：按顺序列出各张幻灯片及其图片、标题、链接和状态，可拖动排序，键盘用户用“上移/下移”；可启用/停用、编辑（表单替换新增表单），确认后删除。每次修改立即反映到首页 /home。',
          '轮播图 in the back office: the slides in their order, each with its picture, title, link and state, moved by dragging or, from the keyboard, with 上移/下移; 启用/停用, 编辑 (the form in place of the add form) and 删除 after a confirmation. Every change reaches /home at once.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: () => adminCarouselHandlers() },
  },
} satisfies Meta<typeof CarouselAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two slides (one disabled) and the add form. */
export const Slides: Story = {};

/** No slides yet. */
export const Empty: Story = {
  parameters: { featureContext: { handlers: () => adminCarouselHandlers([]) } },
};
