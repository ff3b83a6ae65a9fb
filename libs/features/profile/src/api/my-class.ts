// The student's class: GET /api/class/mine (null before joining), POST /api/class/join (the answer replaces
// the cached class) and POST /api/class/leave; for a teacher signed in on the site, the classes they run
// (GET /api/admin/class/list, which answers a teacher with their own).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountCallKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';

const key = accountCallKey('getMyClass');

export function useMyClass() {
  const { api } = useDomain();
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.getMyClass({ signal, silent: true }) });
}

export function useTeachingClasses() {
  const { api } = useDomain();
  return useQuery({
    queryKey: accountCallKey('listClasses'),
    queryFn: ({ signal }) => api.listClasses({ signal, silent: true }),
  });
}

export function useMyClassActions() {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  return {
    join: useMutation({
      mutationFn: (joinCode: string) => api.joinClass({ joinCode }, { silent: true }),
      onSuccess: (joined) => queryClient.setQueryData(key, joined),
    }),
    leave: useMutation({
      mutationFn: () => api.leaveClass(),
      onSuccess: () => queryClient.setQueryData(key, null),
    }),
  };
}
