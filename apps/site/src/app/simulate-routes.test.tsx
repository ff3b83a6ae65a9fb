import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

const crumbs = () => within(screen.getByRole('navigation', { name: '面包屑' }));
const nav = () => within(screen.getByRole('navigation', { name: '主导航' }));

describe('simulate and data-search routes', () => {
  it.each([
    ['/policy/simulate', '志愿填报', '模拟填报', '模拟填报', '模拟填报'],
    ['/data/simulate', '数据查询', '模拟填报', '模拟填报', '模拟填报'],
    ['/data-search/data-search', '大数据查询', '大数据查询', '大数据查询', '大数据查询'],
  ])(
    '%s: %s / %s, with its heading %s and %s active in the navigation',
    async (path, section, title, heading, item) => {
      renderApp(path);
      // The first visit compiles the lazy page: generous while other suites run alongside.
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} - 高考志愿填报系统`));
      expect(crumbs().getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
      expect(crumbs().queryByRole('link', { name: section })).not.toBeInTheDocument();
      const current = crumbs()
        .getAllByText(title)
        .find((el) => el.getAttribute('aria-current') === 'page');
      expect(current).toBeDefined();
      expect(nav().getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
    },
    20_000,
  );

  it('names the shared list once in the breadcrumb: 首页 › 分享的志愿表', async () => {
    renderApp('/share/volunteer?token=abc');
    await waitFor(() => expect(document.title).toBe('分享的志愿表 - 高考志愿填报系统'));
    const items = within(screen.getByRole('navigation', { name: '面包屑' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['首页', '分享的志愿表']);
  });

  it.each([
    ['/policy', '/policy/simulate'],
    ['/data-search', '/data-search/data-search'],
  ])('%s leads to %s', async (path, target) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});
