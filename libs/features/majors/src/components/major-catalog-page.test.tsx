import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataHandlers } from '@zhiyuan/feature-testing/data-fixtures';
import { fail, renderFeature } from '@zhiyuan/feature-testing';
import { MajorCatalogPage } from './major-catalog-page.tsx';

// Radix selects and many round trips: generous when the machine is busy (lint and type checks in parallel).
const SLOW_TEST_MS = 20_000;

const tree = () => screen.getByRole('list', { name: '专业目录' });

describe('MajorCatalogPage', () => {
  it(
    'shows the catalog tree folded, and opens 门类 then 专业类 to the majors',
    async () => {
      const user = userEvent.setup();
      renderFeature(<MajorCatalogPage />, { handlers: dataHandlers(), path: '/data/subject' });
      expect(screen.getByRole('heading', { level: 1, name: '找专业' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: '本科专业目录（2026年版）' })).toBeInTheDocument();
      const engineering = within(tree()).getByRole('button', { name: /^08\s*工学/ });
      expect(engineering).toHaveAttribute('aria-expanded', 'false');
      expect(within(tree()).queryByRole('link', { name: /计算机科学与技术/ })).not.toBeInTheDocument();

      await user.click(engineering);
      expect(engineering).toHaveAttribute('aria-expanded', 'true');
      const computing = within(tree()).getByRole('button', { name: /0809\s*计算机类\s*3个专业/ });
      expect(document.getElementById(engineering.getAttribute('aria-controls')!)).toBeVisible();
      await user.click(computing);
      const link = within(tree()).getByRole('link', { name: /计算机科学与技术/ });
      expect(link).toHaveAttribute('href', '/data/subject-detail?code=080901');
      expect(within(tree()).getByTitle('特设专业')).toBeInTheDocument();

      await user.click(computing);
      expect(within(tree()).queryByRole('link', { name: /计算机科学与技术/ })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'opens and closes everything at once, by keyboard too',
    async () => {
      const user = userEvent.setup();
      renderFeature(<MajorCatalogPage section="/subject-data" />, { handlers: dataHandlers() });
      await screen.findByRole('heading', { name: '本科专业目录（2026年版）' });
      await user.click(screen.getByRole('button', { name: '展开全部' }));
      expect(within(tree()).getAllByRole('link')).toHaveLength(8);
      expect(within(tree()).getByRole('link', { name: /临床医学/ })).toHaveAttribute(
        'href',
        '/subject-data/subject-detail?code=100201',
      );
      await user.click(screen.getByRole('button', { name: '收起全部' }));
      expect(within(tree()).queryAllByRole('link')).toHaveLength(0);
      within(tree())
        .getByRole('button', { name: /^01\s*哲学/ })
        .focus();
      await user.keyboard('{Enter}');
      await user.tab();
      await user.keyboard(' ');
      expect(within(tree()).getByRole('link', { name: /逻辑学/ })).toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it('searches, with keyword and page in the URL, and goes back to the tree', async () => {
    const user = userEvent.setup();
    const { router, server } = renderFeature(<MajorCatalogPage />, {
      handlers: dataHandlers(),
      path: '/data/subject',
    });
    await screen.findByRole('heading', { name: '本科专业目录（2026年版）' });
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '计算机');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByRole('heading', { name: '“计算机”的搜索结果' })).toBeInTheDocument();
    expect(await screen.findByText('共 1 个专业')).toBeInTheDocument();
    const results = screen.getByRole('table', { name: '专业搜索结果' });
    expect(within(results).getByRole('link', { name: '计算机科学与技术' })).toHaveAttribute(
      'href',
      '/data/subject-detail?code=080901',
    );
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('计算机');
    expect(server.calls.some((c) => c.name === 'searchMajors')).toBe(true);
    await user.click(screen.getByRole('button', { name: '返回专业目录' }));
    expect(await screen.findByRole('list', { name: '专业目录' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the search from the URL and says when nothing matches', async () => {
    renderFeature(<MajorCatalogPage />, { handlers: dataHandlers(), path: '/data/subject?keyword=天文' });
    expect(await screen.findByText('没有找到相关专业')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('天文');
  });

  it(
    'switches the catalog edition through the URL',
    async () => {
      const user = userEvent.setup();
      const { router } = renderFeature(<MajorCatalogPage />, {
        handlers: dataHandlers(),
        path: '/data/subject',
      });
      await screen.findByRole('heading', { name: '本科专业目录（2026年版）' });
      await user.click(screen.getByRole('combobox', { name: '目录版本' }));
      await user.click(await screen.findByRole('option', { name: '2025年版' }));
      expect(await screen.findByRole('heading', { name: '本科专业目录（2025年版）' })).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('year')).toBe('2025');
    },
    SLOW_TEST_MS,
  );

  it('shows the loading state and a failure with 重试', async () => {
    const user = userEvent.setup();
    let failing = true;
    const handlers = dataHandlers();
    renderFeature(<MajorCatalogPage />, {
      handlers: {
        ...handlers,
        getMajorTree: (request) =>
          failing ? fail('100500', '服务器繁忙', 500) : handlers.getMajorTree!(request),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(await screen.findByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('list', { name: '专业目录' })).toBeInTheDocument());
  });
});
