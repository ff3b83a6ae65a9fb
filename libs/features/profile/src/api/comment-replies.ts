// Comments where the decision is made (issue 36): how many of the teachers' comments are open (the badge of
// 我的班级 and of the site's header) and the student's one reply to a comment. A reply or a comment marked done
// refreshes both.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCallKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

export const openCommentsKey = accountCallKey('countOpenComments');

/** The open comments' count, for a signed-in student (`enabled`); refreshed when the window regains focus. */
export function useOpenComments(enabled = true) {
  const { api } = useDomain();
  return useQuery({
    queryKey: openCommentsKey,
    queryFn: ({ signal }) => api.countOpenComments({ signal, silent: true }),
    enabled,
    refetchOnWindowFocus: true,
  });
}

export function useReplyToComment() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; body: string }) => api.replyToComment(body, { silent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountCallKey('listMyComments') }),
        queryClient.invalidateQueries({ queryKey: openCommentsKey }),
      ]),
  });
}
