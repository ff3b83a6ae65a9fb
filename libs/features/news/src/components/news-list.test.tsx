import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentHandlers, fail, newsFixture, renderFeature } from '@zhiyuan/feature-testing';
import { NewsList } from './news-list.tsx';

const list = (name = '高考公告列表') => screen.findByRole('list', { name });

describe('NewsList', () => {
  it('lists the announcements of its category, newest first, with date, summary and 示例数据', async () => {
    renderFeature(<NewsList category="gaokao" />, { handlers: contentHandlers(), path: '/news/news-detail' });
    expect(screen.getByRole('heading', { name: '高考公告', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '正在加载公告…' })).toBeInTheDocument();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: '2026年普通高校招生考试报名工作通知' })).toHaveAttribute(
      'href',
      '/news/news-content?id=12',
    );
    expect(first.getByText('2025-11-20')).toBeInTheDocument();
    expect(first.getByText('报名时间、报名方式与信息确认安排。')).toBeInTheDocument();
    // The official announcement has no badge; the examples have.
    expect(first.queryByText('示例数据')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('示例数据')).toBeInTheDocument();
    expect(screen.getByText(/并非官方发布/)).toBeInTheDocument();
    expect(screen.queryByText('强基计划报名流程', { exact: false })).not.toBeInTheDocument();
  });

  it('lists 强基计划 for the qjjh category', async () => {
    const { server } = renderFeature(<NewsList category="qjjh" />, { handlers: contentHandlers() });
    expect(screen.getByRole('heading', { name: '强基计划', level: 1 })).toBeInTheDocument();
    const items = within(await list('强基计划列表')).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      '【示例】强基计划报名流程',
      '【示例】强基计划专业范围与培养方式',
      '【示例】强基计划入围考核须知',
    ]);
    expect(server.calls.find((c) => c.name === 'listNews')?.path).toBe('/api/news/list');
  });

  it('searches by keyword, keeping it in the URL, and clears it', async () => {
    const user = userEvent.setup();
    const { router } = renderFeature(<NewsList category="gaokao" />, {
      handlers: contentHandlers(),
      path: '/news/news-detail?page=2',
    });
    const search = screen.getByRole('search', { name: '搜索公告' });
    await user.type(within(search).getByRole('searchbox', { name: '搜索公告' }), '报名');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E6%8A%A5%E5%90%8D'));
    expect(await screen.findByText('“报名”的搜索结果：共 2 条')).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(search).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toHaveValue('');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '高考公告列表' })).getAllByRole('listitem'),
      ).toHaveLength(6),
    );
  });

  it('reads keyword and page from the URL', async () => {
    renderFeature(<NewsList category="gaokao" pageSize={2} />, {
      handlers: contentHandlers(),
      path: '/news/news-detail?keyword=%E7%A4%BA%E4%BE%8B&page=2',
    });
    expect(screen.getByRole('searchbox', { name: '搜索公告' })).toHaveValue('示例');
    const items = within(await list()).getAllByRole('listitem');
    // Every fixture's body mentions 示例 (the official one's notice too): six found, the third and fourth here.
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      '【示例】新高考“3+1+2”选科与科类说明',
      '【示例】普通高校招生考试报名须知',
    ]);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through the list, writing the page into the URL', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<NewsList category="gaokao" pageSize={4} />, {
      handlers: contentHandlers(),
    });
    await list();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('共 6 条')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '高考公告列表' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
    expect(server.calls.filter((c) => c.name === 'listNews').map((c) => c.path)).toHaveLength(2);
    await user.click(within(pager).getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when there is nothing, and when a search finds nothing', async () => {
    const { unmount } = renderFeature(<NewsList category="gaokao" />, {
      handlers: contentHandlers({ news: [] }),
    });
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    unmount();
    renderFeature(<NewsList category="gaokao" />, {
      handlers: contentHandlers(),
      path: '/?keyword=%E6%97%A0%E6%AD%A4%E5%85%AC%E5%91%8A',
    });
    expect(await screen.findByText('没有找到与“无此公告”相关的公告')).toBeInTheDocument();
  });

  it('shows 公告加载失败 with 重试, which loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const handlers = contentHandlers();
    renderFeature(<NewsList category="gaokao" />, {
      handlers: {
        ...handlers,
        listNews: (request) =>
          ++calls === 1 ? fail('100500', '服务器繁忙', 500) : handlers.listNews!(request),
      },
    });
    expect(await screen.findByRole('heading', { name: '公告加载失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(
      newsFixture.filter((n) => n.category === 'gaokao').length,
    );
  });
});
