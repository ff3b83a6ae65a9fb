// Account changes of the personal centre besides the password (whose form is shared, in @zhiyuan/feature-shared):
// a new phone (code sent to the new number, then bound), after which the user info is loaded again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BindPhoneBody } from '@zhiyuan/contracts';
import { useDomain, userInfoQuery } from '@zhiyuan/feature-shared';

export function useBindPhone() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindPhoneBody) => api.bindPhone(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQuery(api).queryKey }),
  });
}
