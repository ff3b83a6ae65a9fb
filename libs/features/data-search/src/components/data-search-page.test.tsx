import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admissionSearchHandlers } from '@zhiyuan/feature-testing/admission-search-fixtures';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { DataSearchPage } from './data-search-page.tsx';

const SLOW_TEST_MS = 20_000;

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const table = () => screen.getByRole('table', { name: '录取数据' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const column = (index: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('DataSearchPage', () => {
  it('lists the admission records a page at a time, highest lowest score first', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<DataSearchPage />, {
      handlers: admissionSearchHandlers(),
      path: '/data-search/data-search',
    });
    expect(screen.getByRole('heading', { level: 1, name: '大数据查询' })).toBeInTheDocument();
    expect(await screen.findByText('共 60 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    // On a phone each row is a card, every cell led by its column, so 最低分 and 最低位次 are never off-screen.
    const labels = [...bodyRows()[0]!.querySelectorAll('td')].map((cell) => cell.dataset['label']);
    expect(labels).toEqual(expect.arrayContaining(['最低分', '最低位次']));
    const scores = column(8).map(Number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(screen.getAllByText('示例数据').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(search(router).get('page')).toBe('3'));
    await waitFor(() => expect(column(8).map(Number)[0]).toBeLessThan(scores.at(-1)!));
  });

  it(
    'filters by year, category and tags, and by the keyword and score range on 查询',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<DataSearchPage />, {
        handlers: admissionSearchHandlers(),
        path: '/data-search/data-search?page=2',
      });
      await screen.findByText('共 60 条', { selector: 'p[role="status"]' });
      await choose(user, '年份', '2025');
      await waitFor(() => expect(search(router).get('year')).toBe('2025'));
      expect(search(router).get('page')).toBeNull();
      await choose(user, '科类', '物理类');
      await waitFor(() => expect(search(router).get('category')).toBe('物理类'));
      expect(await screen.findByText('共 6 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: '211' }));
      await waitFor(() => expect(search(router).get('tags')).toBe('211'));
      expect(await screen.findByText('共 3 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: '最低分不低于' }), '650');
      await user.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(search(router).get('scoreMin')).toBe('650'));
      expect(await screen.findByText('共 2 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
      expect(column(3).map((c) => c?.replace(/211.*$/, ''))).toEqual(['北京大学985', '清华大学985']);
      await user.type(screen.getByRole('searchbox', { name: '关键词' }), '清华');
      await user.click(screen.getByRole('button', { name: '查询' }));
      await waitFor(() => expect(search(router).get('keyword')).toBe('清华'));
      expect(await screen.findByText('共 1 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '清空条件' }));
      await waitFor(() => expect(search(router).toString()).toBe(''));
      expect(await screen.findByText('共 60 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('checks the ranges with the contract messages before asking', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<DataSearchPage />, {
      handlers: admissionSearchHandlers(),
      path: '/data-search/data-search',
    });
    await screen.findByText('共 60 条', { selector: 'p[role="status"]' });
    const before = server.calls.length;
    await user.type(screen.getByRole('textbox', { name: '最低分不低于' }), '600');
    await user.type(screen.getByRole('textbox', { name: '最低分不高于' }), '500');
    await user.type(screen.getByRole('textbox', { name: '最低位次不小于' }), '0');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('最高分不能低于最低分')).toBeInTheDocument();
    expect(screen.getByText('位次应为正整数')).toBeInTheDocument();
    expect(search(router).get('scoreMin')).toBeNull();
    expect(server.calls.length).toBe(before);
  });

  it(
    'sorts by clicking the column headers, flipping on a second click',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<DataSearchPage />, {
        handlers: admissionSearchHandlers(),
        path: '/data-search/data-search',
      });
      await screen.findByText('共 60 条', { selector: 'p[role="status"]' });
      const header = (name: string) => within(table()).getByRole('columnheader', { name });
      expect(header('最低分')).toHaveAttribute('aria-sort', 'descending');
      await user.click(within(header('最低位次')).getByRole('button'));
      await waitFor(() => expect(search(router).get('sort')).toBe('rank-asc'));
      await waitFor(() => expect(header('最低位次')).toHaveAttribute('aria-sort', 'ascending'));
      await waitFor(() => {
        const ranks = column(10).map((c) => Number(c?.replaceAll(',', '')));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      });
      await user.click(within(header('最低位次')).getByRole('button'));
      await waitFor(() => expect(search(router).get('sort')).toBe('rank-desc'));
      await user.click(within(header('最低分')).getByRole('button'));
      await waitFor(() => expect(search(router).get('sort')).toBe('score-asc'));
      await user.click(within(header('最低分')).getByRole('button'));
      await waitFor(() => expect(search(router).get('sort')).toBeNull());
      await user.click(within(header('年份')).getByRole('button'));
      await waitFor(() => expect(search(router).get('sort')).toBe('year-desc'));
      expect(header('年份')).toHaveAttribute('aria-sort', 'descending');
    },
    SLOW_TEST_MS,
  );

  it('links the CSV and Excel exports to the same query without paging', async () => {
    renderFeature(<DataSearchPage apiBase="/zhiyuan" />, {
      handlers: admissionSearchHandlers(),
      path: '/data-search/data-search?year=2025&tags=211&sort=rank-asc&page=2',
    });
    await screen.findByText(/共 \d+ 条/, { selector: 'p[role="status"]' });
    const csv = screen.getByRole('link', { name: '导出 CSV' });
    expect(csv).toHaveAttribute('download');
    const url = new URL(csv.getAttribute('href') ?? '', 'http://site.test');
    expect(url.pathname).toBe('/zhiyuan/api/admission/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      year: '2025',
      tags: '211',
      sort: 'rank-asc',
      format: 'csv',
    });
    const xlsx = screen.getByRole('link', { name: '导出 Excel' });
    expect(new URL(xlsx.getAttribute('href') ?? '', 'http://site.test').searchParams.get('format')).toBe(
      'xlsx',
    );
    expect(screen.getByText(/最多 20,000 条/)).toBeInTheDocument();
  });

  it('draws the lowest-score distribution of the first hundred rows', async () => {
    const handlers = admissionSearchHandlers();
    const asked: URLSearchParams[] = [];
    renderFeature(<DataSearchPage />, {
      handlers: {
        ...handlers,
        searchAdmissions: (request) => {
          asked.push(request.query);
          return handlers.searchAdmissions!(request);
        },
      },
      path: '/data-search/data-search?scope=major',
    });
    const chart = await screen.findByRole('region', { name: '最低分分布' });
    expect(
      await within(chart).findByText('结果较多，图中只统计按当前排序的前 100 条（共 120 条）。'),
    ).toBeInTheDocument();
    const data = within(chart).getByRole('table', { name: '最低分分布（每10分一段）' });
    const counts = within(data)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(asked.map((q) => [q.get('page'), q.get('pageSize'), q.get('scope')])).toEqual(
      expect.arrayContaining([
        ['1', '20', 'major'],
        ['1', '100', 'major'],
      ]),
    );
  });

  it("shows the chosen college's trend where the app puts it, and closes it", async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(
      <DataSearchPage
        collegeTrend={({ collegeId, onClose }) => (
          <section aria-label="院校走势">
            <p>院校 {collegeId}</p>
            <button type="button" onClick={onClose}>
              关闭走势
            </button>
          </section>
        )}
      />,
      { handlers: admissionSearchHandlers(), path: '/data-search/data-search?keyword=内蒙古大学' },
    );
    await screen.findByText('共 10 条', { selector: 'p[role="status"]' });
    expect(screen.getByRole('region', { name: '院校历年走势' })).toBeInTheDocument();
    await user.click(within(table()).getAllByRole('button', { name: '查看内蒙古大学历年走势' })[0]!);
    await waitFor(() => expect(search(router).get('college')).toBe('366'));
    const trend = await screen.findByRole('region', { name: '院校走势' });
    expect(within(trend).getByText('院校 366')).toBeInTheDocument();
    await user.click(within(trend).getByRole('button', { name: '关闭走势' }));
    await waitFor(() => expect(search(router).get('college')).toBeNull());
    expect(screen.getByRole('region', { name: '院校历年走势' })).toBeInTheDocument();
  });

  it('says when nothing matches, and shows a failure with 重试', async () => {
    const user = userEvent.setup();
    let fails = true;
    const handlers = admissionSearchHandlers();
    renderFeature(<DataSearchPage />, {
      handlers: {
        ...handlers,
        searchAdmissions: (request) =>
          fails ? fail('100500', '服务器繁忙，请稍后重试', 500) : handlers.searchAdmissions!(request),
      },
      path: '/data-search/data-search?keyword=不存在的大学',
    });
    const results = screen.getByRole('region', { name: '查询结果' });
    expect(await within(results).findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    fails = false;
    await user.click(within(results).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有符合条件的录取数据')).toBeInTheDocument();
    expect(screen.getByText('共 0 条', { selector: 'p[role="status"]' })).toBeInTheDocument();
  });
});
