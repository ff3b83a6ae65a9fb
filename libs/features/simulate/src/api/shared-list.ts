// A list shared with parents: GET /api/share/volunteer?token= (no sign-in).
import { useQuery } from '@tanstack/react-query';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useSharedList(token: string) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('getSharedList', { token }),
    queryFn: ({ signal }) => api.getSharedList({ token }, { signal, silent: true }),
    enabled: token !== '',
    retry: false,
  });
}
