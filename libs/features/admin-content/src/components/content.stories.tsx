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
  parameters: {
    docs: {
      description: {
        component: [
          '后台“内容”的一个栏目（高考公告、强基计划、院校解读、专业解读）：关键词搜索和状态筛选（回收站也是其中一项），都保存在 URL 中；然后是各条内容的状态和可执行的操作——编辑、发布/撤回、置顶/取消置顶、删除（确认后移入回收站），在回收站中可恢复。编辑器挂在列表路径之下：`<list>/new`（新建）和 `<list>/<id>`。',
          "One section of 内容 (高考公告, 强基计划, 院校解读, 专业解读): a keyword search and a status filter (the recycle bin is one of its choices), kept in the URL, then the items with their state and what can be done to each: 编辑, 发布/撤回, 置顶/取消置顶, 删除 (to the recycle bin, after a confirmation) or, in the bin, 恢复. The editor is mounted below the list's path: `<list>/new` (新建) and `<list>/<id>`.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: items, path: '/content/gaokao' },
  },
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
