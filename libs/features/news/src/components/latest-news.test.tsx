import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentHandlers, fail, renderFeature } from '@zhiyuan/feature-testing';
import { LatestNews } from './latest-news.tsx';

describe('LatestNews', () => {
  it('shows the newest announcements of a category with a link to the full list', async () => {
    const { server } = renderFeature(<LatestNews category="gaokao" limit={3} />, {
      handlers: contentHandlers(),
    });
    expect(screen.getByRole('heading', { name: '高考公告', level: 2 })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: '高考公告列表' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/news/news-content?id=12');
    expect(within(items[1]!).getByText('示例数据')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2025-11-15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看更多高考公告' })).toHaveAttribute(
      'href',
      '/news/news-detail',
    );
    const call = server.calls.find((c) => c.name === 'listNews');
    expect(call).toBeDefined();
  });

  it('links 强基计划 to its own list', async () => {
    renderFeature(<LatestNews category="qjjh" />, { handlers: contentHandlers() });
    await screen.findByRole('list', { name: '强基计划列表' });
    expect(screen.getByRole('link', { name: '查看更多强基计划' })).toHaveAttribute(
      'href',
      '/qjjh/news-detail',
    );
  });

  it('says when there is none, and offers 重试 on failure', async () => {
    const { unmount } = renderFeature(<LatestNews category="qjjh" />, {
      handlers: contentHandlers({ news: [] }),
    });
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    unmount();
    renderFeature(<LatestNews category="qjjh" />, {
      handlers: { ...contentHandlers(), listNews: () => fail('100500', '服务器繁忙', 500) },
    });
    expect(await screen.findByRole('heading', { name: '公告加载失败', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
