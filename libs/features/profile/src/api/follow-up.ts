// What follows a saved list, on the student's side: the teacher's comments (GET /api/class/comments, marked
// done with POST /api/class/comment/done) and read-only links for parents (POST/GET /api/volunteer/share/…).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareBody } from '@zhiyuan/contracts';
import { accountCallKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

const commentsKey = accountCallKey('listMyComments');
/** Comments shown a page at a time (the call answers at most 100 a page). */
export const COMMENTS_PAGE_SIZE = 10;

export function useMyComments(page: number) {
  const { api } = useDomain();
  const query = { page, pageSize: COMMENTS_PAGE_SIZE };
  return useQuery({
    queryKey: accountCallKey('listMyComments', query),
    queryFn: ({ signal }) => api.listMyComments(query, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkCommentDone() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; done: boolean }) => api.markCommentDone(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsKey }),
        queryClient.invalidateQueries({ queryKey: accountCallKey('countOpenComments') }),
      ]),
  });
}

/** The student's lists in use (to choose the one to share). */
export function useMyLists() {
  const { api } = useDomain();
  return useQuery({
    queryKey: accountCallKey('listVolunteerTables', { deleted: false }),
    queryFn: ({ signal }) => api.listVolunteerTables({ deleted: false }, { signal, silent: true }),
  });
}

export function useShares(listId: number | null) {
  const { api } = useDomain();
  return useQuery({
    queryKey: accountCallKey('listShares', { id: listId ?? 0 }),
    queryFn: ({ signal }) => api.listShares({ id: listId ?? 0 }, { signal, silent: true }),
    enabled: listId !== null,
  });
}

export function useShareActions() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: accountCallKey('listShares') });
  return {
    create: useMutation({ mutationFn: (body: CreateShareBody) => api.createShare(body), onSettled }),
    revoke: useMutation({ mutationFn: (id: number) => api.revokeShare({ id }), onSettled }),
  };
}
