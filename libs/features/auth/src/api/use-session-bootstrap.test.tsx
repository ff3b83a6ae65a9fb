import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authDialogAtom, loginStatusAtom, nameAtom, setLoginStatus, tokenAtom } from '@zhiyuan/domain';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { useSessionBootstrap } from './use-session-bootstrap.ts';

function Bootstrap() {
  useSessionBootstrap();
  return <p>已启动</p>;
}

describe('useSessionBootstrap', () => {
  it('loads the user info of a live remembered session', async () => {
    const { domain, server } = renderFeature(<Bootstrap />, { handlers: accountHandlers(), signedIn: true });
    await screen.findByText('已启动');
    await waitFor(() => expect(domain.store.get(nameAtom)).toBe('张小明'));
    expect(server.calls.map((c) => c.name)).toEqual(['checkLogin', 'getUserInfo']);
    expect(domain.store.get(loginStatusAtom)).toBe('1');
  });

  it('forgets a dead session quietly: no dialog, no toast', async () => {
    const { domain } = renderFeature(<Bootstrap />, {
      signedIn: true,
      handlers: { ...accountHandlers(), checkLogin: () => ({ loggedIn: false }) },
    });
    await waitFor(() => expect(domain.store.get(loginStatusAtom)).toBe('0'));
    expect(domain.store.get(tokenAtom)).toBe('');
    expect(domain.store.get(authDialogAtom)).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears a login status left without a token, without asking the server', async () => {
    setLoginStatus('1');
    const { domain, server } = renderFeature(<Bootstrap />, { handlers: accountHandlers() });
    await waitFor(() => expect(domain.store.get(loginStatusAtom)).toBe('0'));
    expect(server.calls).toHaveLength(0);
  });
});
