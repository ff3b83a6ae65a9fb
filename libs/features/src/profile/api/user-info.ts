// The signed-in person's account details (GET /api/user/getUserInfo): name and phone for the header and the
// phone binding.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { accountQueryKey, useDomain } from '../../shared/index.ts';

export const userInfoQuery = (api: Api) =>
  queryOptions({
    queryKey: accountQueryKey('userInfo'),
    queryFn: ({ signal }) => api.getUserInfo({ signal }),
  });

export function useUserInfo() {
  const { api } = useDomain();
  return useQuery(userInfoQuery(api));
}
