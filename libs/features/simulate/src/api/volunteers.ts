// The 志愿表 calls: the live check of the list being edited (POST /api/volunteer/check, public, nothing
// saved), and the signed-in student's saved lists — list, open, save (with the version it was edited from),
// remove, versions and restore. Saved lists are the person's own data, cached under the account key so that
// signing out or in as someone else drops them.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VolunteerCheckInput, VolunteerRestoreInput, VolunteerSaveInput } from '@zhiyuan/contracts';
import { accountCallKey, type Api } from '@zhiyuan/domain';
import { callQuery, useDomain } from '@zhiyuan/feature-shared';

export const volunteerCheckQuery = (api: Api, input: VolunteerCheckInput) =>
  queryOptions({
    ...callQuery(api, 'checkVolunteerTable', input),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** The checks of `input` (already debounced by the caller); idle while undefined. */
export function useVolunteerCheck(input: VolunteerCheckInput | undefined) {
  const { api } = useDomain();
  return useQuery({
    ...volunteerCheckQuery(api, input ?? { year: 0, category: '', batch: '', choices: [] }),
    enabled: input !== undefined,
  });
}

export const volunteerListQuery = (api: Api) =>
  queryOptions({
    queryKey: accountCallKey('listVolunteerTables', { deleted: false }),
    queryFn: ({ signal }) => api.listVolunteerTables({ deleted: false }, { signal, silent: true }),
  });

export const volunteerVersionsQuery = (api: Api, id: number) =>
  queryOptions({
    queryKey: accountCallKey('listVolunteerVersions', { id }),
    queryFn: ({ signal }) => api.listVolunteerVersions({ id }, { signal, silent: true }),
  });

/** My saved lists; only fetched while `enabled` (signed in and looking). */
export function useVolunteerLists(enabled: boolean) {
  const { api } = useDomain();
  return useQuery({ ...volunteerListQuery(api), enabled });
}

export function useVolunteerVersions(id: number | null) {
  const { api } = useDomain();
  return useQuery({ ...volunteerVersionsQuery(api, id ?? 0), enabled: id !== null });
}

/** Every write changes the list and the versions: both are read again. */
function useInvalidateVolunteers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountCallKey('listVolunteerTables') }),
      queryClient.invalidateQueries({ queryKey: accountCallKey('listVolunteerVersions') }),
    ]);
}

/** Saves (the caller shows failures: a stale version is a conflict to resolve, not a toast). */
export function useSaveVolunteer() {
  const { api } = useDomain();
  const invalidate = useInvalidateVolunteers();
  return useMutation({
    mutationFn: (input: VolunteerSaveInput) => api.saveVolunteerTable(input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** Reads one saved list to open it. */
export function useOpenVolunteer() {
  const { api } = useDomain();
  return useMutation({ mutationFn: (id: number) => api.getVolunteerTable({ id }) });
}

export function useRestoreVolunteer() {
  const { api } = useDomain();
  const invalidate = useInvalidateVolunteers();
  return useMutation({
    mutationFn: (input: VolunteerRestoreInput) => api.restoreVolunteerVersion(input),
    onSuccess: () => invalidate(),
  });
}

export function useRemoveVolunteer() {
  const { api } = useDomain();
  const invalidate = useInvalidateVolunteers();
  return useMutation({
    mutationFn: (input: { id: number; version: number }) => api.removeVolunteerTable(input),
    onSuccess: () => invalidate(),
  });
}
