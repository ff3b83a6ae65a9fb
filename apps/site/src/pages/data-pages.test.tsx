// The data pages as the site composes them: 收藏 beside a college and a major, and in 大数据查询 the trend
// of the college chosen in the results (the colleges feature's chart in the data-search page).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { admissionSearchHandlers } from '@zhiyuan/feature-testing/admission-search-fixtures';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { DRAFT_STORAGE_KEY } from '@zhiyuan/feature-simulate';
import { CollegeComparePage } from './college-compare-page.tsx';
import { CollegePage } from './college-page.tsx';
import { DataSearchPage } from './data-search-page.tsx';
import { DataMajorPage } from './major-page.tsx';

const SLOW_TEST_MS = 20_000;

describe('data pages', () => {
  it('院校对比 offers the colleges of the 收藏 and of the 志愿表 being written, each once', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        id: null,
        version: null,
        name: '我的志愿表',
        year: 2026,
        category: '物理类',
        batch: '本科批',
        score: 600,
        rank: null,
        electives: ['物理', '化学', '生物'],
        choices: [366, 1].map((collegeId, i) => ({
          uid: String(i),
          collegeId,
          collegeCode: String(collegeId),
          collegeName: collegeId === 366 ? '内蒙古大学' : '北京大学',
          groupCode: '01',
          majors: [],
          adjustment: true,
          subjectRequirement: null,
          probability: 0.5,
          tier: '稳',
        })),
        dirty: true,
      }),
    );
    const favourites = [
      { kind: 'college' as const, targetId: '1', title: '北京大学', createdAt: '2026-06-24T08:40:00.000Z' },
    ];
    renderFeature(<CollegeComparePage />, {
      handlers: { ...dataHandlers(), ...accountHandlers({ favourites }) },
      signedIn: true,
      path: '/data/college-compare',
    });
    const list = await screen.findByRole('list', { name: '从收藏和志愿表添加' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['北京大学', '内蒙古大学']),
    );
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  });

  it('院校详情 and 专业详情 show 收藏 beside the name, pressed for a favourite', async () => {
    const handlers = { ...dataHandlers(), ...accountHandlers() };
    const college = renderFeature(<CollegePage />, {
      handlers,
      signedIn: false,
      path: '/data/college-page?id=366',
    });
    await screen.findByRole('heading', { level: 1, name: '内蒙古大学' });
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    college.unmount();
    renderFeature(<DataMajorPage />, { handlers, signedIn: true, path: '/data/subject-detail?code=080901' });
    await screen.findByRole('heading', { level: 1, name: '计算机科学与技术' });
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  });

  it(
    "大数据查询 shows a college's trend when chosen, and closes it",
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<DataSearchPage />, {
        handlers: admissionSearchHandlers(),
        path: '/data-search/data-search?keyword=内蒙古大学',
      });
      const college = () => new URLSearchParams(router.state.location.search).get('college');
      await screen.findByText('共 10 条', { selector: 'p[role="status"]' });
      const table = screen.getByRole('table', { name: '录取数据' });
      await user.click(within(table).getAllByRole('button', { name: '查看内蒙古大学历年走势' })[0]!);
      await waitFor(() => expect(college()).toBe('366'));
      const trend = await screen.findByRole('region', { name: '内蒙古大学历年走势' });
      const data = within(trend).getByRole('table', { name: '历年最低分（按科类）' });
      expect(within(data).getAllByRole('row')).toHaveLength(6);
      await user.click(within(trend).getByRole('button', { name: '关闭走势' }));
      await waitFor(() => expect(college()).toBeNull());
      expect(screen.getByRole('region', { name: '院校历年走势' })).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );
});
