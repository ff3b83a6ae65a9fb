// All of a student's lists for the desk (issue 36): every list the student keeps with its versions.
import { useQuery } from '@tanstack/react-query';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useStudentLists(query: { id: number; userId: number }) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listClassStudentLists', query),
    queryFn: ({ signal }) => api.listClassStudentLists(query, { signal, silent: true }),
  });
}
