import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { withFeatureContext, fail } from '@zhiyuan/feature-testing';
import { CollegeCharterPage } from './college-charter-page.tsx';
import { CollegeProfilePage } from './college-profile-page.tsx';
import { CollegeSearchPage } from './college-search-page.tsx';
import { CollegeTrend } from './college-trend.tsx';

const never = () => new Promise<never>(() => undefined);

const meta = {
  title: 'Features/Colleges/Pages',
  decorators: [withFeatureContext],
  component: CollegeSearchPage,
  parameters: {
    docs: {
      description: {
        component: [
          '“找学校”（/data/colleges）：按校名、拼音或首字母搜索，可筛选和排序。整个查询保存在 URL 中，后退、前进、刷新和分享的链接都显示同一列表；每次修改都会新增一条历史记录并回到第 1 页。同一文件还展示院校详情、招生章程和院校历年走势。',
          "找学校 (/data/colleges): search by name, pinyin or initials with filters and a sort order. The whole query is the URL's, so back, forward, refresh and a shared link all show the same list; every change pushes a history entry and returns to page 1. The same file shows 院校详情, the 招生章程 and a college's trend by year.",
        ].join('\n\n'),
      },
    },
    featureContext: { handlers: dataHandlers, path: '/data/colleges', signedIn: false },
  },
} satisfies Meta<typeof CollegeSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 找学校 with nothing chosen: every college, the 985/211 ones first. */
export const Search: Story = {};

/** A search held in the URL: Inner Mongolia, 本科, sorted by code. */
export const SearchFiltered: Story = {
  parameters: { featureContext: { path: '/data/colleges?province=内蒙古&level=本科&sort=code' } },
};

/** Nothing matches. */
export const SearchEmpty: Story = {
  parameters: { featureContext: { path: '/data/colleges?keyword=不存在的大学' } },
};

/** Loading. */
export const SearchLoading: Story = {
  parameters: { featureContext: { handlers: () => ({ ...dataHandlers(), searchColleges: never }) } },
};

/** The server failed: 加载失败 with 重试. */
export const SearchError: Story = {
  parameters: {
    featureContext: {
      handlers: () => ({
        ...dataHandlers(),
        searchColleges: () => fail('100500', '服务器繁忙，请稍后重试', 500),
      }),
    },
  },
};

/** 院校详情 of 内蒙古大学: overview, history in the region (chart and table), majors offered. */
export const Profile: Story = { render: () => <CollegeProfilePage id={366} /> };

/** 院校详情 of a college with no data yet. */
export const ProfileWithoutData: Story = { render: () => <CollegeProfilePage id={367} /> };

/** An unknown college. */
export const ProfileNotFound: Story = { render: () => <CollegeProfilePage id={424242} /> };

/** 招生章程, printable. */
export const Charter: Story = { render: () => <CollegeCharterPage id={366} /> };

/** A college without a charter on file. */
export const CharterMissing: Story = { render: () => <CollegeCharterPage id={367} /> };

/** A college's trend by year (as 大数据查询 shows it beside its results). */
export const Trend: Story = {
  render: () => <CollegeTrend collegeId={366} onClose={() => undefined} />,
};
