// The students module (学生信息 and 成绩): owns student_info and exam_results and answers the signed-in
// student's profile and exam result calls; gives the class desk each student's latest exam result.
import type { CallHandlers } from '../../http/calls.ts';
import { studentHandlers, type StudentCalls, type StudentHandlerDeps } from './handlers.ts';
import { examNumbersOf, latestExamResults } from './repository.ts';

export type StudentsDeps = StudentHandlerDeps;

export interface LatestExam {
  name: string;
  total: number;
  rank: number | null;
}

export interface Students {
  handlers: Pick<CallHandlers, StudentCalls>;
  /** Each user's latest exam result (the 高考 one when entered). */
  latestExams(userIds: readonly number[]): Promise<Map<number, LatestExam>>;
  /** The 考生号 each user entered in their profile (a class scores import matches rows by it). */
  examNumbers(userIds: readonly number[]): Promise<Map<number, string>>;
}

export function createStudents(deps: StudentsDeps): Students {
  return {
    handlers: studentHandlers(deps),
    latestExams: async (userIds) => {
      const rows = await latestExamResults(deps.db, userIds);
      return new Map(
        [...rows].map(([userId, r]) => [userId, { name: r.exam_name, total: r.total, rank: r.rank }]),
      );
    },
    examNumbers: (userIds) => examNumbersOf(deps.db, userIds),
  };
}
