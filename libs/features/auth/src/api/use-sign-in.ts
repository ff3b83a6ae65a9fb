// Signing in from a form: the session atoms do the work (RSA-encrypt, store token, status '1', name and
// avatar), then the user info is loaded so the top bar and the personal centre have the person's details.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { fetchUserInfoAtom, loginAtom, type Credentials } from '@zhiyuan/domain';

export function useSignIn(): (credentials: Credentials) => Promise<void> {
  const login = useSetAtom(loginAtom);
  const fetchUserInfo = useSetAtom(fetchUserInfoAtom);
  return useCallback(
    async (credentials: Credentials) => {
      await login(credentials);
      // Name and avatar already came with the login answer; the user info only completes them.
      await fetchUserInfo().catch(() => undefined);
    },
    [login, fetchUserInfo],
  );
}
