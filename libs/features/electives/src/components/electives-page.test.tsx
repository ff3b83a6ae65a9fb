import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { ElectivesPage } from './electives-page.tsx';

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const results = () => screen.getByRole('region', { name: '查询结果' });

describe('ElectivesPage', () => {
  it('asks for two electives, then shows the groups the combination may apply to and those it may not', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<ElectivesPage />, {
      handlers: dataHandlers(),
      path: '/data/electives',
    });
    expect(screen.getByRole('heading', { level: 1, name: '选科查询' })).toBeInTheDocument();
    expect(await screen.findByText('请选择两门再选科目。')).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'searchByElectives')).toBe(false);

    await user.click(await screen.findByRole('checkbox', { name: '化学' }));
    await user.click(screen.getByRole('checkbox', { name: '地理' }));
    // Two chosen: the others wait.
    expect(screen.getByRole('checkbox', { name: '生物' })).toBeDisabled();
    await waitFor(() => expect(search(router).get('electives')).toBe('化学,地理'));
    expect(search(router).get('category')).toBe('物理类');

    const allowed = await within(results()).findByRole('tab', { name: '可报 5' });
    expect(allowed).toHaveAttribute('aria-selected', 'true');
    const table = within(results()).getByRole('table', { name: '物理+化学+地理可以报考的院校专业组' });
    expect(within(table).getAllByRole('link', { name: '内蒙古大学' })).toHaveLength(2);
    expect(within(table).queryByText(/^缺少/)).not.toBeInTheDocument();

    await user.click(within(results()).getByRole('tab', { name: '不可报 2' }));
    await waitFor(() => expect(search(router).get('result')).toBe('denied'));
    const denied = await within(results()).findByRole('table', {
      name: '物理+化学+地理不能报考的院校专业组',
    });
    expect(await within(denied).findByText('缺少生物')).toBeInTheDocument();
    expect(within(denied).getByText('缺少思想政治')).toBeInTheDocument();
  });

  it('keeps the whole query in the URL and filters by keyword, province and tag', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<ElectivesPage />, {
      handlers: dataHandlers(),
      path: '/data/electives?category=物理类&electives=化学,生物',
    });
    await screen.findByRole('region', { name: '查询结果' });
    expect(await within(results()).findByRole('tab', { name: '可报 6' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '院校或专业' }), '内蒙古大学');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(search(router).get('keyword')).toBe('内蒙古大学'));
    expect(await within(results()).findByRole('tab', { name: '可报 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '211' }));
    await waitFor(() => expect(search(router).get('tags')).toBe('211'));
    const last = server.calls.filter((c) => c.name === 'searchByElectives').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({
      category: '物理类',
      electives: '化学,生物',
      keyword: '内蒙古大学',
      tags: '211',
      result: 'allowed',
    });
    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(search(router).get('keyword')).toBeNull());
    expect(search(router).get('electives')).toBe('化学,生物');
  });

  it('shows the failure with 重试', async () => {
    const user = userEvent.setup();
    let broken = true;
    const handlers = dataHandlers();
    renderFeature(<ElectivesPage />, {
      handlers: {
        ...handlers,
        searchByElectives: (request) =>
          broken ? fail('100500', '服务器繁忙', 500) : handlers.searchByElectives!(request),
      },
      path: '/data/electives?category=物理类&electives=化学,生物',
    });
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('tab', { name: '可报 6' })).toBeInTheDocument();
  });
});
