// The article pages as the site composes them: the reading view of 专业解读 and 院校解读 with the favourites
// feature's 收藏 beside the article, and the login dialog when signed out.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountCallKey } from '@zhiyuan/domain';
import { AuthHost } from '@zhiyuan/feature-auth';
import { accountHandlers, contentHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { CollegeArticlesPage } from './college-articles-page.tsx';
import { MajorArticlesPage } from './major-articles-page.tsx';

const handlers = () => ({ ...accountHandlers(), ...contentHandlers() });

describe('article pages', () => {
  it('专业解读: 收藏 beside the article collects it', async () => {
    const user = userEvent.setup();
    const { server, queryClient } = renderFeature(<MajorArticlesPage />, {
      handlers: handlers(),
      signedIn: true,
      path: '/subject-explain/list?id=13',
    });
    await screen.findByRole('heading', { name: '【示例】专业解读：临床医学', level: 1 });
    const favourite = screen.getByRole('button', { name: '收藏' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    // A click before the favourites have arrived would be ignored.
    await waitFor(() =>
      expect(queryClient.getQueryData(accountCallKey('listCollections', {}))).toBeDefined(),
    );
    await user.click(favourite);
    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.calls.find((c) => c.name === 'collectWeb')?.body).toEqual({
      kind: 'article',
      targetId: '13',
    });
  });

  it('院校解读 signed out: 收藏 opens the login dialog', async () => {
    const user = userEvent.setup();
    renderFeature(
      <>
        <CollegeArticlesPage />
        <AuthHost />
      </>,
      { handlers: handlers(), signedIn: false, path: '/unscramble/unscramble-list?id=24' },
    );
    await screen.findByRole('heading', { name: '【示例】院校解读：内蒙古大学', level: 1 });
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
  });
});
