import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const crumbs = () => within(screen.getByRole('navigation', { name: '面包屑' }));

describe('content routes', () => {
  it.each([
    ['/news/news-detail', '高考公告'],
    ['/qjjh/news-detail', '强基计划'],
    ['/subject-explain/list', '专业解读'],
    ['/unscramble/unscramble-list', '院校解读'],
  ])('%s is titled %s, once in the breadcrumb', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} - 高考志愿填报系统`));
    expect(crumbs().getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    expect(crumbs().getAllByText(title)).toHaveLength(1);
    expect(crumbs().getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it('/news/news-content: 公告详情 under the 高考公告 section, which is plain text', async () => {
    renderApp('/news/news-content?id=abc');
    expect(await screen.findByRole('heading', { name: '公告不存在或已被删除' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('公告详情 - 高考志愿填报系统'));
    expect(crumbs().getByRole('link', { name: '首页' })).toBeInTheDocument();
    expect(crumbs().queryByRole('link', { name: '高考公告' })).not.toBeInTheDocument();
    expect(crumbs().getByText('高考公告')).not.toHaveAttribute('aria-current');
    expect(crumbs().getByText('公告详情')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/news', '/news/news-detail'],
    ['/qjjh', '/qjjh/news-detail'],
    ['/subject-explain', '/subject-explain/list'],
    ['/unscramble', '/unscramble/unscramble-list'],
  ])('%s leads to %s', async (path, target) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
