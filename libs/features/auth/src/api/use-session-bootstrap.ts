// On start, a session remembered in the cookies is checked quietly (GET /api/user/checkLogin, no toast, no
// login dialog): a dead one is forgotten, a live one gets its user info, since name and avatar live only
// in memory. A page that needs the session does not wait for this; its own calls open the dialog if needed.
import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { fetchUserInfoAtom, loginStatusAtom, resetTokenAtom, tokenAtom } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useSessionBootstrap(): void {
  const { api } = useDomain();
  const store = useStore();
  const resetToken = useSetAtom(resetTokenAtom);
  const fetchUserInfo = useSetAtom(fetchUserInfoAtom);

  useEffect(() => {
    const token = store.get(tokenAtom);
    if (!token) {
      if (store.get(loginStatusAtom) === '1') resetToken();
      return;
    }
    let cancelled = false;
    api
      .checkLogin({ silent: true, ignoreUnauthorized: true })
      .then(({ loggedIn }) => {
        // Signed in or out meanwhile: that answer is about a token no longer in use.
        if (cancelled || store.get(tokenAtom) !== token) return;
        if (loggedIn) return fetchUserInfo();
        resetToken();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api, store, resetToken, fetchUserInfo]);
}
