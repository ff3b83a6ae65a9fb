// The layout's guard: without a token, to /login (with a redirect back); with one but no routes yet, the user
// info is loaded (roles from the server) and the routes generated for the active role. No data in the answer
// rejects with 登录状态已过期，请重新登录！, which is shown, the token reset, and the sign-in page opened.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  fetchUserInfoAtom,
  generateRoutesAtom,
  resetTokenAtom,
  routesAtom,
  tokenAtom,
} from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';
import { isApiError } from '@zhiyuan/domain';
import type { AdminRoute } from '../admin-route.ts';

/**
 * `must-change-password`: an admin reset the password; the server refuses everything but the change (and the
 * user info, sign-out) until it is done, so the layout shows only the change form.
 */
export type AdminSessionState = 'signed-out' | 'loading' | 'must-change-password' | 'ready';

export interface AdminSession {
  state: AdminSessionState;
  routes: readonly AdminRoute[];
  /** After the forced change: the pages open. */
  passwordChanged: () => void;
}

export function useAdminSession(): AdminSession {
  const token = useAtomValue(tokenAtom);
  // The table holds AdminRoute objects; filtering keeps them (it copies only groups, with their fields).
  const routes = useAtomValue(routesAtom) as readonly AdminRoute[];
  const fetchUserInfo = useSetAtom(fetchUserInfoAtom);
  const generateRoutes = useSetAtom(generateRoutesAtom);
  const resetToken = useSetAtom(resetTokenAtom);
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const [mustChangePassword, setMustChangePassword] = useState(false);

  useEffect(() => {
    if (!token || (loaded && routes.length > 0)) return;
    let cancelled = false;
    fetchUserInfo()
      .then((info) => {
        if (cancelled) return;
        generateRoutes(info.activeRole ? [info.activeRole] : info.roles);
        setMustChangePassword(info.mustChangePassword === true);
        setLoaded(true);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // A server error was already shown by the http client; the expired-login message is ours to show.
        if (!isApiError(error)) toast.error(error instanceof Error ? error.message : String(error));
        resetToken();
        navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [token, loaded, routes.length, fetchUserInfo, generateRoutes, resetToken, navigate]);

  const passwordChanged = () => setMustChangePassword(false);
  if (!token) return { state: 'signed-out', routes, passwordChanged };
  if (!loaded || routes.length === 0) return { state: 'loading', routes, passwordChanged };
  return { state: mustChangePassword ? 'must-change-password' : 'ready', routes, passwordChanged };
}
