import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { withFeatureContext, fail } from '@zhiyuan/feature-testing';
import { MajorCatalogPage } from './major-catalog-page.tsx';
import { MajorDetailPage } from './major-detail-page.tsx';

const meta = {
  title: 'Features/Majors/Pages',
  decorators: [withFeatureContext],
  component: MajorCatalogPage,
  parameters: {
    docs: {
      description: {
        component: [
          '“找专业”（/data/subject 和 /subject-data/subject）：所选版本的本科专业目录（门类 → 专业类 → 专业），以及按名称、代码或首字母的搜索，搜索结果替换目录树。关键词、版本和页码保存在 URL 中。同一文件还展示专业详情。',
          '找专业 (/data/subject and /subject-data/subject): the undergraduate catalog 门类 → 专业类 → 专业 of the chosen edition, and a search by name, code or initials whose results replace the tree. Keyword, edition and page live in the URL, so back, forward, refresh and sharing keep them. The same file shows 专业详情.',
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: dataHandlers, path: '/data/subject', signedIn: false },
  },
} satisfies Meta<typeof MajorCatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 找专业: the catalog tree, folded. */
export const Catalog: Story = {};

/** The 2025 edition of the catalog. */
export const CatalogPreviousEdition: Story = {
  parameters: { featureContext: { path: '/data/subject?year=2025' } },
};

/** A search held in the URL. */
export const CatalogSearch: Story = {
  parameters: { featureContext: { path: '/data/subject?keyword=计算机' } },
};

/** The catalog failed to load. */
export const CatalogError: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({ ...dataHandlers(), getMajorTree: () => fail('100500', '服务器繁忙', 500) }),
    },
  },
};

/** 专业详情 of 计算机科学与技术: facts, universities offering it, admissions in the region. */
export const Detail: Story = { render: () => <MajorDetailPage code="080901" /> };

/** A major nobody offers in the data. */
export const DetailWithoutData: Story = { render: () => <MajorDetailPage code="080701" /> };

/** An unknown code. */
export const DetailNotFound: Story = {
  render: () => <MajorDetailPage code="099999" section="/subject-data" />,
};
