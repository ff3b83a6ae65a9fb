// Account changes from the personal centre: the password (both passwords RSA-encrypted by the account
// service; the server then ends the person's other sessions) and a new phone (code sent to the new number,
// then bound), after which the user info is loaded again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindPhoneBody } from '@zhiyuan/contracts';
import { useDomain, userInfoQuery } from '@zhiyuan/feature-shared';

export function useUpdatePassword() {
  const { account } = useDomain();
  return useMutation({
    mutationFn: (form: { oldPassword: string; newPassword: string }) => account.updatePassword(form),
  });
}

export function useBindPhone() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindPhoneBody) => api.bindPhone(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery(api).queryKey }),
  });
}
