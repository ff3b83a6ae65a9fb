// The candidate the personal centre describes: the latest 高考 result, the category of the first subject and
// the electives the year allows. Used by 使用个人中心的高考成绩 and when 模拟填报 opens with nothing to ask.
import type { QueryClient } from '@tanstack/react-query';
import type { SiteYear } from '@zhiyuan/contracts';
import type { Api } from '@zhiyuan/domain';
import {
  highSchoolsQuery,
  latestGaokao,
  studentInfoQuery,
  studentScoresQuery,
} from '@zhiyuan/feature-shared';
import type { CandidateValues } from '../components/candidate-form.tsx';
import { electiveChoices } from '../utils/candidate-query.ts';

/** The candidate of the personal centre in `year`, or null when it holds no 高考 result. */
export async function candidateFromProfile(
  queryClient: QueryClient,
  api: Pick<Api, 'getStudentScore' | 'getStudentInfo' | 'getHighSchools'>,
  year: SiteYear,
  current: { category: string; batch: string },
): Promise<CandidateValues | null> {
  const [scores, info] = await Promise.all([
    queryClient.fetchQuery(studentScoresQuery(api)),
    queryClient.fetchQuery(studentInfoQuery(api)),
  ]);
  // The high schools are printed with the list: fetch them now, while the student is waiting anyway.
  void queryClient.prefetchQuery(highSchoolsQuery(api));
  const gaokao = latestGaokao(scores.results);
  if (!gaokao) return null;
  const category = year.categories.find((c) => c.track === info?.firstSubject)?.name ?? current.category;
  const allowed = electiveChoices(year, category);
  const electives = allowed.subjects
    .filter((s) => info?.electives.some((e) => e === s))
    .slice(0, allowed.max);
  return { category, batch: current.batch, electives, score: gaokao.total };
}
