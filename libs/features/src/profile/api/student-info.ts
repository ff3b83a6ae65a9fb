// The student's profile: GET /api/studentInfo/getStudentInfo (null before it is filled in) and
// POST /api/studentInfo/update, whose answer replaces the cached profile.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentInfoInput } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import { accountQueryKey, useDomain } from '../../shared/index.ts';

export const studentInfoQuery = (api: Api) =>
  queryOptions({
    queryKey: accountQueryKey('studentInfo'),
    queryFn: ({ signal }) => api.getStudentInfo({ signal }),
  });

export function useStudentInfo() {
  const { api } = useDomain();
  return useQuery(studentInfoQuery(api));
}

export function useSaveStudentInfo() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: StudentInfoInput) => api.updateStudentInfo(info),
    onSuccess: (saved) => queryClient.setQueryData(studentInfoQuery(api).queryKey, saved),
  });
}
