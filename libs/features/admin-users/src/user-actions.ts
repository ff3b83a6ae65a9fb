// The writes of 用户管理, each answered with the account as it now is (or the sessions ended). The server
// refuses removing the last admin or one's own admin role, locking oneself; its message is the error's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role } from '@zhiyuan/contracts';
import { callKey, encryptPassword } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useUserActions(onUser: (user: AdminUser) => void) {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: callKey('listUsers') });
  const done = (user: AdminUser) => {
    onUser(user);
    refresh();
  };
  return {
    setRoles: useMutation({
      mutationFn: (body: { id: number; roles: Role[] }) => api.setUserRoles(body),
      onSuccess: done,
    }),
    lock: useMutation({
      mutationFn: (body: { id: number; locked: boolean }) => api.lockUser(body),
      onSuccess: done,
    }),
    resetPassword: useMutation({
      mutationFn: async ({ id, password }: { id: number; password: string }) => {
        const { publicKey, nonce } = await api.getPublicKey();
        await api.resetUserPassword({ id, password: await encryptPassword(publicKey, password, nonce) });
      },
      onSuccess: refresh,
    }),
    signOutAll: useMutation({
      mutationFn: (id: number) => api.signOutUser({ id }),
      onSuccess: refresh,
    }),
  };
}
