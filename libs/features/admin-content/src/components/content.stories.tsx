import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { ContentEditorPage } from './content-editor-page.tsx';
import { adminContentHandlers, contentItem } from './content.test-support.ts';
import { ContentListPage } from './content-list-page.tsx';

const items = () =>
  adminContentHandlers([
    contentItem({ pinned: true }),
    contentItem({ id: 2, title: '强基计划报名提醒', status: 'draft', publishedAt: null }),
    contentItem({ id: 3, title: '往年录取数据说明', status: 'unpublished', sample: true }),
  ]);

const meta = {
  title: 'Features/Admin content',
  component: ContentListPage,
  decorators: [withFeatureContext],
  args: { section: 'gaokao' },
  parameters: { featureContext: { handlers: items, path: '/content/gaokao' } },
} satisfies Meta<typeof ContentListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 高考公告: a pinned published item, a draft and a withdrawn example. */
export const List: Story = {};

/** Nothing written yet. */
export const EmptyList: Story = {
  parameters: { featureContext: { handlers: () => adminContentHandlers([]), path: '/content/gaokao' } },
};

/** The editor of a new announcement, with its live preview. */
export const Editor: Story = {
  render: () => <ContentEditorPage section="gaokao" />,
  parameters: { featureContext: { handlers: items, path: '/content/gaokao/new' } },
};

/** A new 院校解读 (with the college or major it is about). */
export const NewArticle: Story = {
  render: () => <ContentEditorPage section="college" />,
  parameters: { featureContext: { handlers: items, path: '/content/college/new' } },
};
