import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { collegeAdmissionsFixture, dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { documentHead, fail, renderFeature } from '@zhiyuan/feature-testing';
import { DocumentHead } from '@zhiyuan/feature-shared';
import { CollegeProfilePage } from './college-profile-page.tsx';

// Radix selects and many round trips: generous when the machine is busy (lint and type checks in parallel).
const SLOW_TEST_MS = 20_000;

const historySection = () => screen.getByRole('region', { name: '在内蒙古的历年录取' });

describe('CollegeProfilePage', () => {
  it('shows the overview: name, tags, facts, website, introduction, the charter link and the app’s slot', async () => {
    renderFeature(
      <CollegeProfilePage
        id={366}
        favourite={(college) => <button type="button">收藏 {college.name}</button>}
      />,
      { handlers: dataHandlers(), signedIn: false },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '内蒙古大学' })).toBeInTheDocument();
    const facts = screen.getByText('院校代码').closest('dl')!;
    expect(within(facts).getByText('4115010126')).toBeInTheDocument();
    expect(within(facts).getByText('内蒙古 · 呼和浩特市')).toBeInTheDocument();
    expect(within(facts).getByText('内蒙古自治区')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: /www\.imu\.edu\.cn/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: '查看招生章程' })).toHaveAttribute(
      'href',
      '/data/report-detail?id=366',
    );
    expect(screen.getByText('211')).toBeInTheDocument();
    expect(screen.getByText(/始建于1957年/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏 内蒙古大学' })).toBeInTheDocument();
  });

  it('shows this year’s 招生计划 by group: requirement, seats, and each major with 学制 and 学费', async () => {
    renderFeature(<CollegeProfilePage id={366} />, { handlers: dataHandlers(), signedIn: false });
    const section = await screen.findByRole('region', { name: '2026年招生计划' });
    const groups = await within(section).findAllByRole('heading', { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual([
      '物理类 · 本科批 · 01组选科要求：物理+化学计划 10 人2 个专业',
      '物理类 · 本科批 · 02组选科要求：物理计划 5 人1 个专业',
      '物理类 · 本科批 · 03组选科要求：物理+化学+生物计划 5 人1 个专业',
    ]);
    // The first group starts open; the others fold their majors away until opened.
    const folds = groups.map((g) => g.closest('details'));
    expect(folds.map((d) => d?.open)).toEqual([true, false, false]);
    const majors = within(section).getByRole('table', { name: '物理类 · 本科批 · 01组的专业' });
    expect(
      within(majors)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['专业计划人数学制学费（元/年）', '计算机科学与技术54年5,000', '软件工程54年5,000']);
    expect(within(section).getAllByText('示例数据').length).toBeGreaterThan(0);
  });

  it('says when a college has no plan on file', async () => {
    renderFeature(<CollegeProfilePage id={371} />, { handlers: dataHandlers(), signedIn: false });
    const section = await screen.findByRole('region', { name: '招生计划' });
    expect(await within(section).findByText('暂无该校在本地区的招生计划')).toBeInTheDocument();
  });

  it('shows the admission history as a table, with the sample badge and note', async () => {
    renderFeature(<CollegeProfilePage id={366} />, { handlers: dataHandlers() });
    const table = await screen.findByRole('table', { name: '历年录取明细' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    const first = collegeAdmissionsFixture[0]!;
    expect(within(rows[0]!).getByText('专业组投档线')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(String(first.minScore))).toBeInTheDocument();
    // On a phone each row is a card, every cell led by its column, so 最低分 and 最低位次 are never off-screen.
    const labels = [...rows[0]!.querySelectorAll('td')].map((cell) => cell.dataset['label']);
    expect(labels).toEqual(expect.arrayContaining(['最低分', '最低位次']));
    expect(within(rows[1]!).getByRole('link', { name: '计算机科学与技术' })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=080901',
    );
    expect(within(historySection()).getAllByText('示例数据').length).toBeGreaterThanOrEqual(2);
    expect(within(historySection()).getByText(/按固定种子生成/)).toBeInTheDocument();
    // Where the chart cannot be drawn (here: jsdom), its numbers are shown as a table.
    const chartTable = screen.getByRole('table', { name: '历年最低分（按科类）' });
    expect(
      within(chartTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['年份', '物理类 / 理科', '历史类 / 文科']);
    expect(within(chartTable).getAllByRole('row')).toHaveLength(6);
  });

  it(
    'narrows the history by category and batch through the API, and pages the rows',
    async () => {
      const user = userEvent.setup();
      const { server } = renderFeature(<CollegeProfilePage id={366} />, { handlers: dataHandlers() });
      await screen.findByRole('table', { name: '历年录取明细' });
      await user.click(screen.getByRole('button', { name: '第 2 页' }));
      expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');

      await user.click(within(historySection()).getByRole('combobox', { name: '科类' }));
      await user.click(await screen.findByRole('option', { name: '物理类' }));
      await waitFor(() => {
        const rows = within(screen.getByRole('table', { name: '历年录取明细' }))
          .getAllByRole('row')
          .slice(1);
        expect(rows).toHaveLength(3);
      });
      const call = server.calls.filter((c) => c.name === 'getCollegeAdmissions').at(-1);
      expect(call?.path).toBe('/api/college/admissions');

      await user.click(within(historySection()).getByRole('combobox', { name: '批次' }));
      await user.click(await screen.findByRole('option', { name: '本科一批' }));
      expect(await within(historySection()).findByText('暂无该校在本地区的录取数据')).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('switches the chart between the lowest score and the lowest rank', async () => {
    const user = userEvent.setup();
    renderFeature(<CollegeProfilePage id={366} />, { handlers: dataHandlers() });
    await screen.findByRole('table', { name: '历年最低分（按科类）' });
    await user.click(screen.getByRole('button', { name: '最低位次' }));
    expect(screen.getByRole('button', { name: '最低位次' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: '历年最低位次（按科类）' })).toBeInTheDocument();
  });

  it('lists the majors offered, each linking to its page', async () => {
    renderFeature(<CollegeProfilePage id={366} />, { handlers: dataHandlers() });
    const majors = await screen.findByRole('table', { name: '开设专业列表' });
    expect(within(majors).getByRole('link', { name: '软件工程' })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=080902',
    );
    expect(within(majors).getAllByRole('row')).toHaveLength(7);
  });

  it('says 暂无 for a college without history or majors, and without a charter', async () => {
    renderFeature(<CollegeProfilePage id={367} />, { handlers: dataHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: '内蒙古科技大学' })).toBeInTheDocument();
    expect(screen.getByText('暂无招生章程')).toBeInTheDocument();
    expect(await screen.findByText('暂无该校在本地区的录取数据')).toBeInTheDocument();
    expect(await screen.findByText('暂无该校的专业数据')).toBeInTheDocument();
  });

  it('shows 院校不存在 for an unknown or missing id', async () => {
    const { unmount } = renderFeature(<CollegeProfilePage id={999999} />, { handlers: dataHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: '院校不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回找学校' })).toHaveAttribute('href', '/data/colleges');
    unmount();
    renderFeature(<CollegeProfilePage id={null} />, { handlers: dataHandlers() });
    expect(screen.getByRole('heading', { level: 1, name: '院校不存在' })).toBeInTheDocument();
  });

  it('shows the loading state, then a failure with 重试', async () => {
    const user = userEvent.setup();
    let failing = true;
    const handlers = dataHandlers();
    renderFeature(<CollegeProfilePage id={366} />, {
      handlers: {
        ...handlers,
        getCollege: (request) =>
          failing ? fail('100500', '服务器繁忙', 500) : handlers.getCollege!(request),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(await screen.findByRole('heading', { level: 1, name: '加载失败' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '内蒙古大学' })).toBeInTheDocument();
  });

  it('shows the history failure inside its section, with 重试', async () => {
    renderFeature(<CollegeProfilePage id={366} />, {
      handlers: { ...dataHandlers(), getCollegeAdmissions: () => fail('100500', '服务器繁忙', 500) },
    });
    expect(
      await within(await screen.findByRole('region', { name: '在内蒙古的历年录取' })).findByRole('heading', {
        name: '加载失败',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '内蒙古大学' })).toBeInTheDocument();
  });

  it('names the college in the document title, describes it for search engines and names its canonical URL', async () => {
    renderFeature(
      <>
        <DocumentHead routeTitle="院校详情" />
        <CollegeProfilePage id={366} />
      </>,
      { handlers: dataHandlers(), signedIn: false, path: '/data/college-page?id=366&from=search' },
    );
    await waitFor(() => expect(documentHead().title).toBe('内蒙古大学 - 院校详情 - 高考志愿填报系统'));
    expect(documentHead()).toEqual({
      title: '内蒙古大学 - 院校详情 - 高考志愿填报系统',
      description:
        '内蒙古大学（内蒙古呼和浩特市，本科，公办，综合，211、双一流）：内蒙古大学在内蒙古的历年录取分数线与位次、招生计划、开设专业和院校简介。',
      canonical: `${window.location.origin}/data/college-page?id=366`,
    });
  });
});
