// The 收藏 button composed with the site's login dialog: signed out, a click opens the dialog and the wish
// is carried out once signed in there — or forgotten when the dialog is closed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthHost } from '@zhiyuan/feature-auth';
import { FavouriteButton } from '@zhiyuan/feature-favourites';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { signInThroughDialog } from '../test/sign-in.ts';

const TSINGHUA = { kind: 'college', targetId: '4111010003', title: '清华大学' } as const;

describe('收藏 with the login dialog', () => {
  it('signed out: opens the login dialog and completes the favourite after login', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(
      <>
        <FavouriteButton {...TSINGHUA} />
        <AuthHost />
      </>,
      { signedIn: false, handlers: accountHandlers() },
    );
    await user.click(screen.getByRole('button', { name: '收藏' }));
    await screen.findByRole('dialog', { name: '用户登录' });
    expect(server.calls.some((c) => c.name === 'listCollections')).toBe(false);

    await signInThroughDialog(user);

    expect(await screen.findByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(server.calls.find((c) => c.name === 'collectWeb')?.body).toEqual({
        kind: 'college',
        targetId: '4111010003',
      }),
    );
    expect(server.calls.filter((c) => c.name === 'collectWeb')).toHaveLength(1);
  });

  it('signed out: forgets the wish when the dialog is closed without logging in', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(
      <>
        <FavouriteButton {...TSINGHUA} />
        <AuthHost />
      </>,
      { signedIn: false, handlers: accountHandlers() },
    );
    await user.click(screen.getByRole('button', { name: '收藏' }));
    await screen.findByRole('dialog', { name: '用户登录' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.calls.some((c) => c.name === 'collectWeb')).toBe(false);
  });

  it('after login does not add again what was already a favourite', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(
      <>
        <FavouriteButton kind="major" targetId="080901" title="计算机科学与技术" />
        <AuthHost />
      </>,
      { signedIn: false, handlers: accountHandlers() },
    );
    await user.click(screen.getByRole('button', { name: '收藏' }));
    await signInThroughDialog(user);
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeInTheDocument();
    expect(server.calls.some((c) => c.name === 'collectWeb')).toBe(false);
  });
});
