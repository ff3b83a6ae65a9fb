import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFeatureContext } from '@zhiyuan/feature-testing';
import { catalogHandlers } from './catalog.test-support.ts';
import { CollegeCatalogPage } from './college-catalog-page.tsx';
import { MajorCatalogPage } from './major-catalog-page.tsx';

const meta = {
  title: 'Features/Admin catalog',
  component: CollegeCatalogPage,
  decorators: [withFeatureContext],
  parameters: {
    docs: {
      description: {
        component: [
          '后台的“院校库”：搜索院校，打开一所并编辑简介和招生章程（Markdown，实时预览）、官网（仅限 http/https）、院校类型（人工选择或恢复为推导值）和校徽（上传图片）；错误显示在对应字段旁，保存后公开页面立即更新。“专业库”（MajorCatalogPage）按专业代码查找专业并编辑其介绍。',
          "院校库 in the back office: search the colleges, open one and edit its 简介 and 招生章程 (Markdown with live preview), 官网 (http/https only), 院校类型 (staff's choice, or back to the derived one) and 校徽 (an uploaded picture); every error beside its field, and a save shows on the public pages at once. 专业库 (MajorCatalogPage) finds a major by its code and edits its introduction.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: () => catalogHandlers() },
  },
} satisfies Meta<typeof CollegeCatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 院校库: the search and the colleges with what staff have filled in. */
export const Colleges: Story = {};

/** 专业库: find a major by its code. */
export const Majors: Story = { render: () => <MajorCatalogPage /> };
