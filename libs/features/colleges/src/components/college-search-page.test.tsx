import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { CollegeSearchPage } from './college-search-page.tsx';

// Radix selects and many round trips: generous when the machine is busy (lint and type checks in parallel).
const SLOW_TEST_MS = 20_000;

const table = () => screen.getByRole('table', { name: '院校列表' });
const tableNames = () =>
  within(table())
    .getAllByRole('link')
    .map((link) => link.textContent);

function searchUrl(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('CollegeSearchPage', () => {
  it('lists each college once, in a table whose rows stack into cards on phones', async () => {
    const { container } = renderFeature(<CollegeSearchPage />, {
      handlers: dataHandlers(),
      path: '/data/colleges',
    });
    expect(screen.getByRole('heading', { level: 1, name: '找学校' })).toBeInTheDocument();
    expect(await screen.findByText('共 9 所院校')).toBeInTheDocument();
    // One markup for every screen: the page neither carries nor hydrates a second list for phones.
    const names = tableNames();
    expect(names).toHaveLength(9);
    for (const name of names) expect(screen.getAllByRole('link', { name: name! })).toHaveLength(1);
    expect(container.textContent!.split('北京大学')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: '院校列表' })).not.toBeInTheDocument();

    // The name heads its row (and its card on a phone) with its link and tags; every other cell carries
    // its column's name, which leads the cell's line in the card.
    const name = within(table()).getByRole('rowheader', { name: /内蒙古大学/ });
    expect(within(name).getByRole('link')).toHaveAttribute('href', '/data/college-page?id=366');
    expect(within(name).getByText('211')).toBeInTheDocument();
    expect(within(name).getByText('双一流')).toBeInTheDocument();
    const row = name.closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => [cell.dataset['label'], cell.textContent])).toEqual([
      ['院校代码', expect.any(String)],
      ['所在地', '内蒙古 · 呼和浩特市'],
      ['层次', '本科'],
      ['性质', '公办'],
      ['类型', expect.any(String)],
    ]);
  });

  it('searches by short name and writes the keyword to the URL', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<CollegeSearchPage />, {
      handlers: dataHandlers(),
      path: '/data/colleges',
    });
    await screen.findByText('共 9 所院校');
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '内大');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    // As the server ranks it: the short name first, then the names holding 内…大 in order.
    expect(await screen.findByText('共 4 所院校')).toBeInTheDocument();
    expect(tableNames()).toEqual(['内蒙古大学', '内蒙古科技大学', '内蒙古工业大学', '内蒙古师范大学']);
    expect(searchUrl(router).get('keyword')).toBe('内大');
    const call = server.calls.filter((c) => c.name === 'searchColleges').at(-1);
    expect(call?.path).toBe('/api/college/search');
  });

  it('reads the whole query from the URL: filters, tags, sort and page', async () => {
    const { server } = renderFeature(<CollegeSearchPage />, {
      handlers: dataHandlers(),
      path: '/data/colleges?province=内蒙古&city=呼和浩特市&level=本科&tags=211,双一流&sort=code&bogus=1',
    });
    expect(await screen.findByText('共 1 所院校')).toBeInTheDocument();
    expect(tableNames()).toEqual(['内蒙古大学']);
    expect(screen.getByRole('combobox', { name: '所在省份' })).toHaveTextContent('内蒙古');
    expect(screen.getByRole('combobox', { name: '所在城市' })).toHaveTextContent('呼和浩特市');
    expect(screen.getByRole('checkbox', { name: '211' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '985' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: '排序' })).toHaveTextContent('按院校代码');
    expect(server.calls.some((c) => c.name === 'searchColleges')).toBe(true);
  });

  it(
    'filters by province, then city, and a tag, going back to page 1 each time',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<CollegeSearchPage />, {
        handlers: dataHandlers(),
        path: '/data/colleges?page=1',
      });
      await screen.findByText('共 9 所院校');
      expect(screen.getByRole('combobox', { name: '所在城市' })).toBeDisabled();
      await user.click(screen.getByRole('combobox', { name: '所在省份' }));
      await user.click(await screen.findByRole('option', { name: '内蒙古' }));
      expect(await screen.findByText('共 5 所院校')).toBeInTheDocument();
      expect(searchUrl(router).get('province')).toBe('内蒙古');

      await user.click(screen.getByRole('combobox', { name: '所在城市' }));
      await user.click(await screen.findByRole('option', { name: '包头市' }));
      expect(await screen.findByText('共 1 所院校')).toBeInTheDocument();
      expect(tableNames()).toEqual(['内蒙古科技大学']);
      expect(searchUrl(router).get('city')).toBe('包头市');

      // A new province clears the city.
      await user.click(screen.getByRole('combobox', { name: '所在省份' }));
      await user.click(await screen.findByRole('option', { name: '北京' }));
      await waitFor(() => expect(searchUrl(router).get('city')).toBeNull());
      expect(await screen.findByText('共 2 所院校')).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: '985' }));
      await waitFor(() => expect(searchUrl(router).get('tags')).toBe('985'));
      expect(searchUrl(router).get('page')).toBeNull();
    },
    SLOW_TEST_MS,
  );

  it(
    'changes the sort order',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<CollegeSearchPage />, {
        handlers: dataHandlers(),
        path: '/data/colleges?province=北京',
      });
      await screen.findByText('共 2 所院校');
      await user.click(screen.getByRole('combobox', { name: '排序' }));
      await user.click(await screen.findByRole('option', { name: '按院校代码' }));
      await waitFor(() => expect(searchUrl(router).get('sort')).toBe('code'));
      expect(tableNames()).toEqual(['北京大学', '清华大学']);
    },
    SLOW_TEST_MS,
  );

  it(
    'pages through the results with the page in the URL',
    async () => {
      const user = userEvent.setup();
      const many = Array.from({ length: 45 }, (_, i) => ({
        id: 1000 + i,
        code: `41150${String(10000 + i)}`,
        name: `示范学院${i + 1}`,
        province: '内蒙古',
        city: '包头市',
        level: '本科' as const,
        nature: '公办' as const,
        tags: [],
        type: null,
        logo: null,
        department: '内蒙古自治区',
        website: null,
        intro: null,
        remark: '',
        hasCharter: false,
        aliases: [],
      }));
      const { router } = renderFeature(<CollegeSearchPage />, {
        handlers: dataHandlers({ colleges: many }),
        path: '/data/colleges',
      });
      expect(await screen.findByText('共 45 所院校')).toBeInTheDocument();
      expect(tableNames()[0]).toBe('示范学院1');
      await user.click(screen.getByRole('button', { name: '第 3 页' }));
      await waitFor(() =>
        expect(tableNames()).toEqual(['示范学院41', '示范学院42', '示范学院43', '示范学院44', '示范学院45']),
      );
      expect(searchUrl(router).get('page')).toBe('3');
    },
    SLOW_TEST_MS,
  );

  it('says when nothing matches and clears the conditions', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<CollegeSearchPage />, {
      handlers: dataHandlers(),
      path: '/data/colleges?keyword=不存在的大学',
    });
    expect(await screen.findByText('没有找到符合条件的院校')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '清空条件' })[0]!);
    expect(await screen.findByText('共 9 所院校')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows skeleton rows while loading, and the error with 重试', async () => {
    const user = userEvent.setup();
    let failing = true;
    const handlers = dataHandlers();
    renderFeature(<CollegeSearchPage />, {
      handlers: {
        ...handlers,
        searchColleges: (request) =>
          failing ? fail('100500', '服务器繁忙', 500) : handlers.searchColleges!(request),
      },
      path: '/data/colleges',
    });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('共 9 所院校')).toBeInTheDocument();
  });
});
