import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentHandlers, documentHead, fail, renderFeature } from '@zhiyuan/feature-testing';
import { DocumentHead } from '@zhiyuan/feature-shared';
import { NewsContent } from './news-content.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NewsContent', () => {
  it('shows the announcement: title, category, date, 示例数据 and the body as elements', async () => {
    renderFeature(<NewsContent />, { handlers: contentHandlers(), path: '/news/news-content?id=10' });
    expect(screen.getByRole('status', { name: '正在加载公告…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: '【示例】新高考“3+1+2”选科与科类说明', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2025-11-12')).toBeInTheDocument();
    expect(screen.getByText('示例数据')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '办理流程', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '注意事项', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('核对个人信息并确认').closest('ol')).not.toBeNull();
    expect(screen.getByText('逾期不再受理').closest('ul')).not.toBeNull();
    expect(screen.getByRole('link', { name: '返回高考公告' })).toHaveAttribute('href', '/news/news-detail');
  });

  it('leads back to 强基计划 for a 强基计划 announcement, and has no badge for an official one', async () => {
    const { unmount } = renderFeature(<NewsContent />, { handlers: contentHandlers(), path: '/?id=6' });
    expect(await screen.findByRole('link', { name: '返回强基计划' })).toHaveAttribute(
      'href',
      '/qjjh/news-detail',
    );
    unmount();
    renderFeature(<NewsContent />, { handlers: contentHandlers(), path: '/?id=12' });
    await screen.findByRole('heading', { name: '2026年普通高校招生考试报名工作通知', level: 1 });
    expect(screen.queryByText('示例数据')).not.toBeInTheDocument();
  });

  it('opens the print preview with 打印预览 and a 打印 button that prints; 关闭 closes it', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderFeature(<NewsContent />, { handlers: contentHandlers(), path: '/?id=9' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: '打印' }));
    const layer = await screen.findByRole('dialog', { name: '打印预览' });
    expect(
      within(layer).getByRole('heading', { name: '【示例】普通高校招生考试报名须知' }),
    ).toBeInTheDocument();
    // One print region at a time, the preview's.
    expect(document.querySelectorAll('[data-print-region]')).toHaveLength(1);
    expect(layer.querySelector('[data-print-region]')).not.toBeNull();
    await user.click(within(layer).getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(layer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelectorAll('[data-print-region]')).toHaveLength(1);
  });

  it('says the announcement does not exist, without a toast, for an unknown or unreadable id', async () => {
    const { unmount, server } = renderFeature(<NewsContent />, {
      handlers: contentHandlers(),
      path: '/?id=999',
    });
    expect(
      await screen.findByRole('heading', { name: '公告不存在或已被删除', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('公告不存在')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'getNews')).toHaveLength(1);
    unmount();
    const second = renderFeature(<NewsContent />, { handlers: contentHandlers(), path: '/?id=abc' });
    expect(screen.getByRole('heading', { name: '公告不存在或已被删除' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回高考公告' })).toHaveAttribute('href', '/news/news-detail');
    expect(second.server.calls).toHaveLength(0);
  });

  it('shows 公告加载失败 with 重试 when the server fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const handlers = contentHandlers();
    renderFeature(<NewsContent />, {
      path: '/?id=10',
      handlers: {
        ...handlers,
        getNews: (request) =>
          ++calls === 1 ? fail('100500', '服务器繁忙', 500) : handlers.getNews!(request),
      },
    });
    expect(await screen.findByRole('heading', { name: '公告加载失败' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('新高考');
  });

  it('makes the announcement’s title and summary the document’s, with its own address as canonical', async () => {
    renderFeature(
      <>
        <DocumentHead routeTitle="公告详情" />
        <NewsContent />
      </>,
      { handlers: contentHandlers(), path: '/news/news-content?id=10&utm=x' },
    );
    await waitFor(() =>
      expect(documentHead().title).toBe('【示例】新高考“3+1+2”选科与科类说明 - 高考公告 - 高考志愿填报系统'),
    );
    expect(documentHead()).toEqual({
      title: '【示例】新高考“3+1+2”选科与科类说明 - 高考公告 - 高考志愿填报系统',
      description: '物理类、历史类分别录取，再选科目影响可报考的院校专业组。',
      canonical: `${window.location.origin}/news/news-content?id=10`,
    });
  });
});
