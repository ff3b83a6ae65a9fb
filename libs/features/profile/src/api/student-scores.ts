// The student's exam results: GET /api/studentScore/get and POST /api/studentScore/update, which replaces
// the whole list (adding, editing and removing one result all save the list).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamResultInput } from '@zhiyuan/contracts';
import { studentScoresQuery, useDomain } from '@zhiyuan/feature-shared';

export function useStudentScores() {
  const { api } = useDomain();
  return useQuery(studentScoresQuery(api));
}

export function useSaveStudentScores() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (results: ExamResultInput[]) => api.updateStudentScore({ results }),
    onSuccess: (saved) => queryClient.setQueryData(studentScoresQuery(api).queryKey, saved),
  });
}
