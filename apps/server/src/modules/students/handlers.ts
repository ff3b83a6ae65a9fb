// The student's own data: the profile (姓名、性别、高中、班级、毕业年份、选科、考生号) and the list of exam
// results. Every call reads and writes only the signed-in user's rows.
import { examResultSchema, studentInfoSchema, type ExamResult, type StudentInfo } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import { fieldError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { isSelectableHighSchool } from '../schools/repository.ts';

export const STUDENT_MESSAGES = {
  highSchoolUnknown: '所选高中不存在，请重新选择',
} as const;

type StudentHandlers = Pick<
  CallHandlers,
  'getStudentInfo' | 'updateStudentInfo' | 'getStudentScore' | 'updateStudentScore'
>;

export function studentHandlers(s: Services): StudentHandlers {
  return {
    getStudentInfo: async ({ auth }) => {
      const row = await s.db
        .selectFrom('student_info')
        .selectAll()
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      if (!row) return null;
      // Through the contract's schema: what was stored was valid, and this gives it back its exact types.
      return studentInfoSchema.parse({
        name: row.name,
        gender: row.gender,
        highSchoolId: row.high_school_id,
        className: row.class_name,
        graduationYear: row.graduation_year,
        firstSubject: row.first_subject,
        electives: JSON.parse(row.electives) as unknown,
        ...(row.exam_number === null ? {} : { examNumber: row.exam_number }),
      });
    },

    updateStudentInfo: async ({ input, auth }) => {
      if (!(await isSelectableHighSchool(s.db, input.highSchoolId))) {
        throw fieldError('highSchoolId', STUDENT_MESSAGES.highSchoolUnknown);
      }
      const fields = {
        name: input.name,
        gender: input.gender,
        high_school_id: input.highSchoolId,
        class_name: input.className,
        graduation_year: input.graduationYear,
        first_subject: input.firstSubject,
        electives: JSON.stringify(input.electives),
        exam_number: input.examNumber ?? null,
        updated_at: s.now(),
      };
      await s.db
        .insertInto('student_info')
        .values({ user_id: auth.userId, ...fields })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
        .execute();
      const saved: StudentInfo = input;
      return saved;
    },

    getStudentScore: async ({ auth }) => {
      const rows = await s.db
        .selectFrom('exam_results')
        .selectAll()
        .where('user_id', '=', auth.userId)
        .orderBy('position')
        .execute();
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
      const t = s.now();
      // The list is replaced as a whole, in one transaction: a reader never sees half of it.
      await s.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('exam_results').where('user_id', '=', auth.userId).execute();
        if (input.results.length === 0) return;
        await trx
          .insertInto('exam_results')
          .values(
            input.results.map((r, position) => ({
              user_id: auth.userId,
              position,
              exam_name: r.examName,
              exam_date: r.examDate,
              is_gaokao: r.isGaokao ? 1 : 0,
              total: r.total,
              rank: r.rank ?? null,
              scores: JSON.stringify(r.scores),
              created_at: t,
            })),
          )
          .execute();
      });
      return input;
    },
  };
}
