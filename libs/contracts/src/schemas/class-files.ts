/**
 * A 班主任's files from the school (issue 36), uploaded like the data imports — the same dry run, row report and
 * all-or-nothing rule: the class roster (姓名, 手机号 → accounts that join the class; each student sets a
 * password at the first sign-in with an SMS code) and the class's exam results (考号 or 姓名, 总分, 位次).
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { uploadReportHead } from './imports.ts';
import { booleanParam, idParam, queryObject } from './query.ts';

/** Largest roster or scores file: a class is a few dozen rows, a grade a few thousand. */
export const CLASS_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** `POST /api/admin/class/importRoster?id=&dryRun=`: the class, and whether only to check. */
export const classRosterImportQuery = queryObject({
  id: idParam,
  dryRun: booleanParam(M.dryRunInvalid).default(false),
});

/**
 * What happens to a roster row: a new account joins the class (`new`), the account is in the class already
 * (`inClass`), or the phone has an account of its own (`hasAccount`) that the import leaves alone — its owner
 * joins with the class's join code, so nothing about a student reaches a teacher the student did not choose.
 */
export const ROSTER_OUTCOMES = ['new', 'inClass', 'hasAccount'] as const;
export type RosterOutcome = (typeof ROSTER_OUTCOMES)[number];

export const classRosterReportSchema = z.object({
  ...uploadReportHead,
  rows: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      phone: z.string(),
      outcome: z.enum(ROSTER_OUTCOMES),
    }),
  ),
  created: z.number().int(),
  inClass: z.number().int(),
  hasAccount: z.number().int(),
});
export type ClassRosterReport = z.output<typeof classRosterReportSchema>;

/** `POST /api/admin/class/importScores?id=&examName=&dryRun=`: the class, the exam's name, check only. */
export const classScoresImportQuery = queryObject({
  id: idParam,
  examName: labelled(
    '考试名称',
    z
      .string({ error: M.examNameRequired })
      .trim()
      .min(1, { error: M.examNameRequired, abort: true })
      .max(50, { error: M.examNameTooLong }),
  ),
  dryRun: booleanParam(M.dryRunInvalid).default(false),
});

export const classScoresReportSchema = z.object({
  ...uploadReportHead,
  examName: z.string(),
  /** Each row with the student of the class it was matched to (by 考号, else by a name only one student has). */
  rows: z.array(
    z.object({
      line: z.number().int(),
      student: z.object({ userId: z.number().int(), name: z.string() }),
      total: z.number(),
      rank: z.number().int().nullable(),
    }),
  ),
});
export type ClassScoresReport = z.output<typeof classScoresReportSchema>;

/** The one-line summary the upload answers and the back office shows beside the file. */
export function classFileSummary(
  report: { errorCount: number; dryRun: boolean; written: boolean },
  counts: string,
) {
  if (report.errorCount > 0) return `校验未通过：共 ${report.errorCount} 处问题，未写入任何数据`;
  if (report.dryRun) return `校验通过（试运行，未写入）：${counts}`;
  return `已导入：${counts}`;
}

/** What a roster import makes, in the summary's words. */
export const rosterCounts = (r: { created: number; inClass: number; hasAccount: number }) =>
  `新建账号并加入本班 ${r.created} 名，已在本班 ${r.inClass} 名，已有账号未加入 ${r.hasAccount} 名（请他们用加入码加入）`;

/** What a scores import writes, in the summary's words. */
export const scoresCounts = (rows: number, examName: string) => `${examName}：${rows} 名学生的成绩`;
