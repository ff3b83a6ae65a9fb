// What the personal centre knows of the signed-in student, for 模拟填报: the 高考 result (score and rank) to
// start from, the first subject and electives, and the name, high school, class and exam number printed on
// the list. The queries are the shared account queries (the personal centre uses the same keys), so nothing
// is fetched twice; nothing is fetched while signed out.
import { useQuery } from '@tanstack/react-query';
import type { ExamResult, StudentInfo } from '@zhiyuan/contracts';
import {
  highSchoolsQuery,
  latestGaokao,
  studentInfoQuery,
  studentScoresQuery,
  useDomain,
  userInfoQuery,
} from '@zhiyuan/feature-shared';

export interface StudentDetails {
  name: string | null;
  school: string | null;
  className: string | null;
  examNumber: string | null;
  info: StudentInfo | null;
  gaokao: ExamResult | undefined;
}

/** The student's details while signed in (`enabled`); every field null until known. */
export function useStudentDetails(enabled: boolean) {
  const { api } = useDomain();
  const info = useQuery({ ...studentInfoQuery(api), enabled });
  const scores = useQuery({ ...studentScoresQuery(api), enabled });
  const user = useQuery({ ...userInfoQuery(api), enabled });
  const schools = useQuery({ ...highSchoolsQuery(api), enabled: enabled && info.data != null });
  const student = info.data ?? null;
  const details: StudentDetails = {
    name: student?.name || user.data?.name || null,
    school:
      student?.highSchoolId === null
        ? (student.otherHighSchool ?? null)
        : (schools.data?.find((s) => s.id === student?.highSchoolId)?.name ?? null),
    className: student?.className ?? null,
    examNumber: student?.examNumber || null,
    info: student,
    gaokao: latestGaokao(scores.data?.results),
  };
  return { details, scores, info };
}
