// Exam results for the student suites: the subjects' scores written as one object.
import type { ExamResultInput } from '@zhiyuan/contracts';

/** `{ 语文: 120, … }` as the list of `{ subject, score }` an exam result holds, in the object's order. */
export function scoresOf(scores: Record<string, number>): ExamResultInput['scores'] {
  return Object.entries(scores).map(([subject, score]) => ({ subject, score })) as ExamResultInput['scores'];
}
