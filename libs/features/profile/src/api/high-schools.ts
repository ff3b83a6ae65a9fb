// The region's high schools (GET /api/highSchool/getHighSchools), public and rarely changed.
import { useQuery } from '@tanstack/react-query';
import { highSchoolsQuery, useDomain } from '@zhiyuan/feature-shared';

export function useHighSchools() {
  const { api } = useDomain();
  return useQuery(highSchoolsQuery(api));
}
