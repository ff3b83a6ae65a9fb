// The student's profile: GET /api/studentInfo/getStudentInfo (null before it is filled in) and
// POST /api/studentInfo/update, whose answer replaces the cached profile.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentInfoInput } from '@zhiyuan/contracts';
import { studentInfoQuery, useDomain } from '@zhiyuan/feature-shared';

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
