// The pages that join account features: the personal centre with 我的收藏 (loaded only when its tab is
// open), and the 志愿表 of 模拟填报 saved after signing in through the site's login dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthHost } from '@zhiyuan/feature-auth';
import { useSignedIn } from '@zhiyuan/feature-shared';
import { choiceFromItem, DRAFT_STORAGE_KEY, emptyDraft, VolunteerPanel } from '@zhiyuan/feature-simulate';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import {
  recommendItemsFixture,
  simulateConfigFixture,
  simulateHandlers,
} from '@zhiyuan/feature-testing/simulate-fixtures';
import { signInThroughDialog } from '../test/sign-in.ts';
import { UserProfilePage } from './user-profile-page.tsx';

const SLOW_TEST_MS = 20_000;

beforeEach(() => localStorage.clear());

function Panel() {
  const signedIn = useSignedIn();
  return <VolunteerPanel years={simulateConfigFixture.years} signedIn={signedIn} />;
}

describe('account pages', () => {
  it('the personal centre loads 我的收藏 only when its tab is open', async () => {
    const user = userEvent.setup();
    const { server, router } = renderFeature(<UserProfilePage />, {
      handlers: accountHandlers(),
      signedIn: true,
      path: '/user/user-profile',
    });
    await screen.findByRole('textbox', { name: '姓名' });
    expect(server.calls.some((c) => c.name === 'listCollections')).toBe(false);
    await user.click(screen.getByRole('tab', { name: '我的收藏' }));
    expect(await screen.findByRole('link', { name: '内蒙古大学' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=favourites'));
  });

  it(
    '志愿表 signed out: 保存 opens the login dialog and saves once signed in',
    async () => {
      const user = userEvent.setup();
      const context = {
        year: 2026,
        category: '物理类',
        batch: '本科批',
        score: 600,
        rank: null,
        electives: [],
      };
      const item = recommendItemsFixture[0]!;
      const draft = {
        ...emptyDraft(context, '我的第一张志愿表'),
        choices: [choiceFromItem(item, item.majors.slice(0, 2), true)],
        dirty: true,
      };
      localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
      const handlers = { ...accountHandlers(), ...simulateHandlers() };
      const { server } = renderFeature(
        <>
          <Panel />
          <AuthHost />
        </>,
        { signedIn: false, handlers },
      );
      await user.click(screen.getByRole('button', { name: '保存' }));
      await screen.findByRole('dialog', { name: '用户登录' });
      expect(server.calls.some((c) => c.name === 'saveVolunteerTable')).toBe(false);
      await signInThroughDialog(user);
      expect(await screen.findByText('已保存（第 1 版）')).toBeInTheDocument();
      expect(server.calls.filter((c) => c.name === 'saveVolunteerTable')).toHaveLength(1);
      expect(handlers.state.lists).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );
});
