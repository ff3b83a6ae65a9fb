// 退出登录: the server call, then (on success) 退出成功 for 5 s, token and roles cleared, routes reset, tabs
// closed, the account's cached data dropped, and the sign-in page.
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { adminLogoutAtom, closeAllViewsAtom } from '@zhiyuan/domain';
import { reportError } from '@zhiyuan/feature-shared';

export function useLogout(): () => Promise<void> {
  const logout = useSetAtom(adminLogoutAtom);
  const closeAll = useSetAtom(closeAllViewsAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch (error) {
      // The http client already showed the server's message; the session stays.
      reportError(error);
      return;
    }
    closeAll();
    queryClient.clear();
    navigate('/login', { replace: true });
  };
}
