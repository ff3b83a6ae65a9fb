// 批次线 of the back office: the lines with their ids (admins) and the correction of one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateScoreLineBody } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useAdminScoreLines() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listAdminScoreLines', {}),
    queryFn: ({ signal }) => api.listAdminScoreLines({}, { signal, silent: true }),
  });
}

export function useUpdateScoreLine() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateScoreLineBody) => api.updateScoreLine(body, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey('listAdminScoreLines', {}) }),
  });
}
