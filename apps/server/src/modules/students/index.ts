// The students module (学生信息 and 成绩): owns student_info and exam_results and answers the signed-in
// student's profile and exam result calls.
import type { CallHandlers } from '../../http/calls.ts';
import { studentHandlers, type StudentCalls, type StudentHandlerDeps } from './handlers.ts';

export type StudentsDeps = StudentHandlerDeps;

export function createStudents(deps: StudentsDeps): { handlers: Pick<CallHandlers, StudentCalls> } {
  return { handlers: studentHandlers(deps) };
}
