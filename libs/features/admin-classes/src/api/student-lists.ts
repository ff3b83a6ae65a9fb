// All of a student's lists for the desk (issue 36): every list the student keeps with its versions, and one
// version as it was saved. Both change as the student saves and replies, so they are live like the desk: a
// version's choices stay as saved, but the comments on it gain replies.
import { useQuery } from '@tanstack/react-query';
import { callKey } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-shared';
import { LIVE } from './classes.ts';

export function useStudentLists(query: { id: number; userId: number }) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('listClassStudentLists', query),
    queryFn: ({ signal }) => api.listClassStudentLists(query, { signal, silent: true }),
    ...LIVE,
  });
}

/** One saved version of a student's list, read-only, with the comments made on it; fetched when opened. */
export function useStudentVersion(query: { id: number; userId: number; tableId: number; version: number }) {
  const { api } = useDomain();
  return useQuery({
    queryKey: callKey('getClassVolunteerVersion', query),
    queryFn: ({ signal }) => api.getClassVolunteerVersion(query, { signal, silent: true }),
    ...LIVE,
  });
}
