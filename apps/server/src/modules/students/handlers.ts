// The student's own data: the profile (姓名、性别、高中、班级、毕业年份、选科、考生号) and the list of exam
// results. Every call reads and writes only the signed-in user's rows.
import type { Kysely } from 'kysely';
import { examResultSchema, studentInfoSchema, type ExamResult, type StudentInfo } from '@zhiyuan/contracts';
import type { DB } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { findStudentInfo, listExamResults, replaceExamResults, saveStudentInfo } from './repository.ts';

export const STUDENT_MESSAGES = {
  highSchoolUnknown: '所选高中不存在，请重新选择',
} as const;

export type StudentCalls = 'getStudentInfo' | 'updateStudentInfo' | 'getStudentScore' | 'updateStudentScore';

export interface StudentHandlerDeps {
  db: Kysely<DB>;
  now: Clock;
  /** Whether a high school may be chosen (the high schools module's). */
  isSelectableHighSchool(id: number): Promise<boolean>;
}

export function studentHandlers({
  db,
  now,
  isSelectableHighSchool,
}: StudentHandlerDeps): Pick<CallHandlers, StudentCalls> {
  return {
    getStudentInfo: async ({ auth }) => {
      const row = await findStudentInfo(db, auth.userId);
      if (!row) return null;
      // Through the contract's schema: what was stored was valid, and this gives it back its exact types.
      return studentInfoSchema.parse({
        name: row.name,
        gender: row.gender,
        highSchoolId: row.high_school_id,
        ...(row.high_school_id === null && row.other_high_school !== null
          ? { otherHighSchool: row.other_high_school }
          : {}),
        className: row.class_name,
        graduationYear: row.graduation_year,
        firstSubject: row.first_subject,
        electives: JSON.parse(row.electives) as unknown,
        ...(row.exam_number === null ? {} : { examNumber: row.exam_number }),
      });
    },

    updateStudentInfo: async ({ input, auth }) => {
      if (input.highSchoolId !== null && !(await isSelectableHighSchool(input.highSchoolId))) {
        throw fieldError('highSchoolId', STUDENT_MESSAGES.highSchoolUnknown);
      }
      // The typed name belongs to 其他 only: with a school of the list it is dropped.
      const { otherHighSchool, ...rest } = input;
      const saved: StudentInfo = input.highSchoolId === null ? { ...rest, otherHighSchool } : rest;
      await saveStudentInfo(db, auth.userId, saved, now());
      return saved;
    },

    getStudentScore: async ({ auth }) => {
      const rows = await listExamResults(db, auth.userId);
      const results: ExamResult[] = rows.map((r) =>
        examResultSchema.parse({
          examName: r.exam_name,
          examDate: r.exam_date,
          isGaokao: r.is_gaokao === 1,
          total: r.total,
          scores: JSON.parse(r.scores) as unknown,
          ...(r.rank === null ? {} : { rank: r.rank }),
        }),
      );
      return { results };
    },

    updateStudentScore: async ({ input, auth }) => {
      await replaceExamResults(db, auth.userId, input.results, now());
      return input;
    },
  };
}
