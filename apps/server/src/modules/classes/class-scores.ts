// 导入班级成绩 (issue 36): the class's exam results from the school's file (考号 or 姓名, 总分, 位次 once published),
// read by the data imports' parser. Each row must name exactly one student of the class — by the 考生号 the
// student entered, else by a name only one student of the class has — or the whole file is refused with the
// row's reason; a dry run writes nothing. The rows replace the class's earlier import of the same exam, in one
// transaction. The desk (and the class export made from it) shows each student's latest imported result.
import type { Kysely } from 'kysely';
import { classFileSummary, scoresCounts, type ClassScoresReport } from '@zhiyuan/contracts';
import { CLASS_SCORES_SPEC, parseTableFile, type ImportIssue } from '@zhiyuan/dataset';
import type { DB } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { uploadReportHead } from '../../lib/upload-report-head.ts';
import type { LatestExam } from '../students/index.ts';
import type { UserRecord } from '../users/index.ts';
import { CLASS_FILE_MESSAGES as M } from './class-file-messages.ts';
import type { classAccess } from './handlers.ts';
import type { ClassStore } from './repository.ts';

export interface ClassScoresDeps {
  db: Kysely<DB>;
  now: Clock;
  store: ClassStore;
  classFor: ReturnType<typeof classAccess>;
  users: { findByIds(ids: readonly number[]): Promise<UserRecord[]> };
  students: { examNumbers(userIds: readonly number[]): Promise<Map<number, string>> };
}

/**
 * Each student's latest result imported by the class they are in now (a student who moved class leaves the
 * old class's results behind).
 */
export async function latestClassScores(
  db: Kysely<DB>,
  userIds: readonly number[],
): Promise<Map<number, LatestExam>> {
  const latest = new Map<number, LatestExam>();
  if (userIds.length === 0) return latest;
  const rows = await db
    .selectFrom('class_scores as s')
    .innerJoin('class_members as m', (j) =>
      j.onRef('m.user_id', '=', 's.user_id').onRef('m.class_id', '=', 's.class_id'),
    )
    .select(['s.user_id', 's.exam_name', 's.total', 's.rank'])
    .where('s.user_id', 'in', [...userIds])
    .orderBy('s.imported_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  for (const r of rows) {
    if (!latest.has(r.user_id))
      latest.set(r.user_id, { name: r.exam_name, total: Number(r.total), rank: r.rank });
  }
  return latest;
}

export function classScoresHandlers(deps: ClassScoresDeps): Pick<CallHandlers, 'importClassScores'> {
  const { db, now, store, classFor } = deps;
  return {
    importClassScores: async ({ input, auth, audit, upload, setMessage }) => {
      if (!upload) throw fieldError('file', M.fileRequired);
      const row = await classFor(auth, input.id);
      const parsed = await parseTableFile(CLASS_SCORES_SPEC, upload.bytes, { fileName: upload.fileName });
      const ids = (await store.members(row.id)).map((m) => m.user_id);
      const [accounts, examNumbers] = await Promise.all([
        deps.users.findByIds(ids),
        deps.students.examNumbers(ids),
      ]);
      const byNumber = new Map([...examNumbers].map(([userId, n]) => [n.toUpperCase(), userId]));
      const byName = new Map<string, UserRecord[]>();
      for (const u of accounts) byName.set(u.name, [...(byName.get(u.name) ?? []), u]);
      const names = new Map(accounts.map((u) => [u.id, u.name]));

      const errors: ImportIssue[] = [...parsed.errors];
      const lineOf = new Map<number, number>();
      const rows: ClassScoresReport['rows'] = [];
      for (const { line, value } of parsed.rows) {
        let userId: number | undefined;
        if (value.examNumber !== null) {
          userId = byNumber.get(value.examNumber.toUpperCase());
          if (userId === undefined)
            errors.push({ line, column: '考号', message: M.scoreNoStudent(`考号为 ${value.examNumber} `) });
        } else if (value.name !== null) {
          const found = byName.get(value.name) ?? [];
          if (found.length === 1) userId = found[0]?.id;
          else if (found.length === 0)
            errors.push({ line, column: '姓名', message: M.scoreNoStudent(`叫“${value.name}”`) });
          else errors.push({ line, column: '姓名', message: M.scoreNameAmbiguous(value.name, found.length) });
        }
        if (userId === undefined) continue;
        const earlier = lineOf.get(userId);
        if (earlier !== undefined) {
          errors.push({ line, column: null, message: M.scoreStudentTwice(earlier) });
          continue;
        }
        lineOf.set(userId, line);
        rows.push({
          line,
          student: { userId, name: names.get(userId) ?? '' },
          total: value.total,
          rank: value.rank,
        });
      }
      errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

      const report: ClassScoresReport = {
        ...uploadReportHead(upload.fileName, parsed, errors, input.dryRun),
        examName: input.examName,
        rows: errors.length > 0 ? [] : rows,
      };
      if (errors.length === 0 && !input.dryRun) {
        await db.transaction().execute(async (trx) => {
          const at = now();
          await trx
            .deleteFrom('class_scores')
            .where('class_id', '=', row.id)
            .where('exam_name', '=', input.examName)
            .execute();
          if (rows.length > 0) {
            await trx
              .insertInto('class_scores')
              .values(
                rows.map((r) => ({
                  class_id: row.id,
                  user_id: r.student.userId,
                  exam_name: input.examName,
                  total: r.total,
                  rank: r.rank,
                  imported_at: at,
                })),
              )
              .execute();
          }
          await audit(trx, {
            targetType: 'class',
            targetId: row.id,
            summary: `导入班级成绩（${upload.fileName}）：${row.name}，${input.examName}，${rows.length} 名学生`,
          });
        });
        report.written = true;
      }
      setMessage(classFileSummary(report, scoresCounts(rows.length, input.examName)));
      return report;
    },
  };
}
