// 填报日程 of the back office: the list (the public call) and save / remove (editors and admins).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveKeyDateBody } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useKeyDateList() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listKeyDates'),
    queryFn: ({ signal }) => api.listKeyDates({ signal, silent: true }),
  });
}

export function useKeyDateActions() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: callKey('listKeyDates') });
  return {
    save: useMutation({
      mutationFn: (body: SaveKeyDateBody) => api.saveKeyDate(body, { silent: true }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.removeKeyDate({ id }), onSettled }),
  };
}
