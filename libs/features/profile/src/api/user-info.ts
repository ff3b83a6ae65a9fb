// The signed-in person's account details (GET /api/user/getUserInfo): name and phone for the header and the
// phone binding. The query options are shared (模拟填报 prints the name too).
import { useQuery } from '@tanstack/react-query';
import { useDomain, userInfoQuery } from '@zhiyuan/feature-shared';

export function useUserInfo() {
  const { api } = useDomain();
  return useQuery(userInfoQuery(api));
}
