// 班级 of the back office (GET/POST /api/admin/class/…) as TanStack queries and mutations. The desk and a
// student's list show what students change (their lists, comments marked done): unlike the back office's other
// answers, kept for a minute, they are asked again whenever they are shown or the window regains focus, and the
// teacher's own writes invalidate them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassCommentBody, SaveClassBody } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export function useClasses() {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listClasses'),
    queryFn: ({ signal }) => api.listClasses({ signal, silent: true }),
  });
}

/** The teachers an admin may name 班主任 (only asked for when `enabled`: the call is admins'). */
export function useClassTeachers(enabled: boolean) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listClassTeachers'),
    queryFn: ({ signal }) => api.listClassTeachers({ signal, silent: true }),
    enabled,
  });
}

/** What students change: fetched again on every showing and when the teacher comes back to the window. */
export const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;

export function useClassDesk(id: number | null) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('getClassDesk', { id: id ?? 0 }),
    queryFn: ({ signal }) => api.getClassDesk({ id: id ?? 0 }, { signal, silent: true }),
    enabled: id !== null,
    ...LIVE,
  });
}

export function useStudentList(query: { id: number; userId: number; tableId: number } | null) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('getClassVolunteerTable', query ?? { id: 0, userId: 0, tableId: 0 }),
    queryFn: ({ signal }) => api.getClassVolunteerTable(query!, { signal, silent: true }),
    enabled: query !== null,
    ...LIVE,
  });
}

export function useCommentAction() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassCommentBody) => api.commentClassVolunteer(body, { silent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('getClassVolunteerTable') }),
        queryClient.invalidateQueries({ queryKey: callKey('getClassDesk') }),
        queryClient.invalidateQueries({ queryKey: callKey('getClassVolunteerVersion') }),
      ]),
  });
}

export function useClassActions() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey('listClasses') }),
      queryClient.invalidateQueries({ queryKey: callKey('getClassDesk') }),
    ]);
  return {
    save: useMutation({
      mutationFn: (body: SaveClassBody) => api.saveClass(body, { silent: true }),
      onSettled,
    }),
    regenerate: useMutation({ mutationFn: (id: number) => api.regenerateClassCode({ id }), onSettled }),
    removeStudent: useMutation({
      mutationFn: (body: { id: number; userId: number }) => api.removeClassStudent(body),
      onSettled,
    }),
  };
}
