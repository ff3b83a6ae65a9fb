// The student_info and exam_results tables: the only code that reads or writes them, always for one user.
import type { Kysely, Selectable } from 'kysely';
import type { ExamResult, StudentInfo } from '@zhiyuan/contracts';
import type { DB, ExamResultsTable, StudentInfoTable } from '../../db/schema.ts';

export type StudentInfoRecord = Selectable<StudentInfoTable>;
export type ExamResultRecord = Selectable<ExamResultsTable>;

export function findStudentInfo(db: Kysely<DB>, userId: number): Promise<StudentInfoRecord | undefined> {
  return db.selectFrom('student_info').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates or replaces the user's profile. */
export async function saveStudentInfo(
  db: Kysely<DB>,
  userId: number,
  info: StudentInfo,
  now: number,
): Promise<void> {
  const fields = {
    name: info.name,
    gender: info.gender,
    high_school_id: info.highSchoolId,
    other_high_school: info.highSchoolId === null ? (info.otherHighSchool ?? null) : null,
    class_name: info.className,
    graduation_year: info.graduationYear,
    first_subject: info.firstSubject,
    electives: JSON.stringify(info.electives),
    exam_number: info.examNumber ?? null,
    updated_at: now,
  };
  await db
    .insertInto('student_info')
    .values({ user_id: userId, ...fields })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute();
}

export function listExamResults(db: Kysely<DB>, userId: number): Promise<ExamResultRecord[]> {
  return db
    .selectFrom('exam_results')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
}

/** Each user's latest result: the 高考 one when entered, else the last of their list. */
export async function latestExamResults(
  db: Kysely<DB>,
  userIds: readonly number[],
): Promise<Map<number, ExamResultRecord>> {
  const latest = new Map<number, ExamResultRecord>();
  if (userIds.length === 0) return latest;
  const rows = await db
    .selectFrom('exam_results')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('user_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const kept = latest.get(row.user_id);
    if (!kept || kept.is_gaokao !== 1) latest.set(row.user_id, row);
  }
  return latest;
}

/** Replaces the user's list as a whole, in one transaction: a reader never sees half of it. */
export async function replaceExamResults(
  db: Kysely<DB>,
  userId: number,
  results: readonly ExamResult[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('exam_results').where('user_id', '=', userId).execute();
    if (results.length === 0) return;
    await trx
      .insertInto('exam_results')
      .values(
        results.map((r, position) => ({
          user_id: userId,
          position,
          exam_name: r.examName,
          exam_date: r.examDate,
          is_gaokao: r.isGaokao ? 1 : 0,
          total: r.total,
          rank: r.rank ?? null,
          scores: JSON.stringify(r.scores),
          created_at: now,
        })),
      )
      .execute();
  });
}

/** The 考生号 each of `userIds` entered in their profile (those who entered one). */
export async function examNumbersOf(
  db: Kysely<DB>,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('student_info')
    .select(['user_id', 'exam_number'])
    .where('user_id', 'in', [...userIds])
    .where('exam_number', 'is not', null)
    .execute();
  return new Map(rows.flatMap((r) => (r.exam_number === null ? [] : [[r.user_id, r.exam_number] as const])));
}
