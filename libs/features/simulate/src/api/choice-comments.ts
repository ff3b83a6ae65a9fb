// The teachers' comments on the list open in 模拟填报 (issue 36), for showing each beside the choice it is about:
// the student's own comments (GET /api/class/comments), those on this list that name a choice.
import { useQuery } from '@tanstack/react-query';
import type { MyComment } from '@zhiyuan/contracts';
import { accountCallKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

/** The most a page of comments holds: a list's comments are capped well below it. */
const PAGE = { page: 1, pageSize: 100 };

export function useChoiceComments(tableId: number | null, signedIn: boolean): readonly MyComment[] {
  const { api } = useDomain();
  const query = useQuery({
    queryKey: accountCallKey('listMyComments', PAGE),
    queryFn: ({ signal }) => api.listMyComments(PAGE, { signal, silent: true }),
    enabled: signedIn && tableId !== null,
  });
  return (query.data?.items ?? []).filter((c) => c.tableId === tableId && c.position !== null);
}
