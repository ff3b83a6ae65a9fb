// The region's high schools (GET /api/highSchool/getHighSchools), public and rarely changed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api } from '@zhiyuan/domain';
import { useDomain } from '../../shared/index.ts';

export const highSchoolsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['highSchools'] as const,
    queryFn: ({ signal }) => api.getHighSchools({ signal }),
    staleTime: 60 * 60 * 1000,
  });

export function useHighSchools() {
  const { api } = useDomain();
  return useQuery(highSchoolsQuery(api));
}
