/**
 * The student's own data (issue 3 §3): profile (姓名、性别、高中、班级、毕业年份、选科、考生号) and exam
 * results. Inner Mongolia's reform from 2025: a first subject (物理 or 历史) and exactly two electives out of
 * 化学、生物、思想政治、地理.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M, subjectScoreRangeMessage } from '../messages.ts';
import { examNumberSchema, isoDateSchema, nameSchema } from '../rules.ts';
import { optionalText } from './optional.ts';
import { RANK_MAX } from '../limits.ts';
import { ELECTIVE_SUBJECTS, FIRST_SUBJECTS, SUBJECTS, type Subject } from '../subjects.ts';

/** Gender values as stored and shown. */
export const GENDERS = ['男', '女'] as const;
export type Gender = (typeof GENDERS)[number];
// The subjects are zod-free (subjects.ts, also in `@zhiyuan/contracts/basics`); the schemas below use them.
export {
  ELECTIVE_SUBJECTS,
  FIRST_SUBJECTS,
  SUBJECTS,
  type ElectiveSubject,
  type FirstSubject,
  type Subject,
} from '../subjects.ts';
/** Full mark of each subject (语数外 150, the others 100 after 赋分); 750 in all. */
export const SUBJECT_FULL_MARKS = {
  语文: 150,
  数学: 150,
  外语: 150,
  物理: 100,
  历史: 100,
  化学: 100,
  生物: 100,
  思想政治: 100,
  地理: 100,
} as const satisfies Record<Subject, number>;
/** Full mark of the 高考 total. */
export const TOTAL_FULL_MARK = 750;
/** Earliest and latest graduation year accepted. */
export const GRADUATION_YEAR_MIN = 2000;
export const GRADUATION_YEAR_MAX = 2100;

/** Longest free-text high-school name (其他). */
export const OTHER_HIGH_SCHOOL_MAX = 30;

/**
 * Student profile, as `POST /api/studentInfo/update` takes it and `getStudentInfo` returns it. The high school
 * is one of the list (`highSchoolId`), or 其他: `highSchoolId` null and its name typed in `otherHighSchool`
 * (the server keeps the name only then).
 */
export const studentInfoSchema = z
  .object({
    name: nameSchema,
    gender: z.enum(GENDERS, { error: M.genderRequired }),
    highSchoolId: z
      .number({ error: M.highSchoolRequired })
      .int({ error: M.highSchoolRequired })
      .positive({ error: M.highSchoolRequired })
      .nullable(),
    otherHighSchool: optionalText(
      z
        .string({ error: M.otherHighSchoolInvalid })
        .trim()
        .min(2, { error: M.otherHighSchoolInvalid })
        .max(OTHER_HIGH_SCHOOL_MAX, { error: M.otherHighSchoolInvalid }),
    ),
    className: z
      .string({ error: M.classNameRequired })
      .trim()
      .min(1, { error: M.classNameRequired })
      .max(20, { error: M.classNameTooLong }),
    graduationYear: z
      .number({
        // Left out, or a number field left empty (NaN): required; anything else that is not a number: wrong.
        error: (issue) =>
          issue.input === undefined || issue.input === null || Number.isNaN(issue.input) || issue.input === ''
            ? M.graduationYearRequired
            : M.graduationYearInvalid,
      })
      .int({ error: M.graduationYearInvalid })
      .min(GRADUATION_YEAR_MIN, { error: M.graduationYearInvalid })
      .max(GRADUATION_YEAR_MAX, { error: M.graduationYearInvalid }),
    firstSubject: z.enum(FIRST_SUBJECTS, { error: M.firstSubjectRequired }),
    electives: labelled(
      '再选科目',
      z
        .array(z.enum(ELECTIVE_SUBJECTS, { error: M.electivesRequired }), { error: M.electivesRequired })
        .length(2, { error: M.electivesCount })
        .refine((list) => new Set(list).size === list.length, {
          error: M.electivesDistinct,
          when: ({ issues }) => issues.length === 0,
        }),
    ),
    examNumber: optionalText(examNumberSchema),
  })
  .refine((info) => info.highSchoolId !== null || info.otherHighSchool !== undefined, {
    path: ['otherHighSchool'],
    error: M.otherHighSchoolRequired,
    // Checked whenever the two fields it reads are valid, so the form names the missing school together with
    // its other mistakes (by default an object's refinement waits until every field is valid).
    // (Never on a body that is not an object at all: its one issue has an empty path.)
    when: ({ issues }) =>
      !issues.some(
        (issue) =>
          issue.path === undefined ||
          issue.path.length === 0 ||
          issue.path[0] === 'highSchoolId' ||
          issue.path[0] === 'otherHighSchool',
      ),
  });
export type StudentInfo = z.output<typeof studentInfoSchema>;
export type StudentInfoInput = z.input<typeof studentInfoSchema>;

/** `GET /api/studentInfo/getStudentInfo` → the profile, or null before the student has filled it in. */
export const studentInfoData = studentInfoSchema.nullable();

/** One subject's score in an exam; checked against the subject's full mark. */
export const subjectScoreSchema = z
  .object({
    subject: z.enum(SUBJECTS, { error: M.subjectInvalid }),
    score: labelled(
      '成绩',
      z.number({ error: M.subjectScoreInvalid }).min(0, { error: M.subjectScoreInvalid }),
    ),
  })
  .check((ctx) => {
    const { subject, score } = ctx.value;
    const fullMark = SUBJECT_FULL_MARKS[subject];
    if (score > fullMark) {
      ctx.issues.push({
        code: 'custom',
        input: score,
        path: ['score'],
        message: subjectScoreRangeMessage(subject, fullMark),
      });
    }
  });
export type SubjectScore = z.output<typeof subjectScoreSchema>;

// Scores may carry halves in some mock exams; compare sums with a small tolerance instead of exactly.
const SUM_TOLERANCE = 1e-6;

/**
 * One exam result: name, date, total, per-subject scores, rank when known, and whether it is the 高考
 * itself. The total must equal the sum of the subject scores (message on `total`).
 */
export const examResultSchema = z
  .object({
    examName: z
      .string({ error: M.examNameRequired })
      .trim()
      .min(1, { error: M.examNameRequired, abort: true })
      .max(50, { error: M.examNameTooLong }),
    examDate: isoDateSchema,
    isGaokao: z.boolean().default(false),
    total: z
      .number({ error: M.totalScoreInvalid })
      .min(0, { error: M.totalScoreInvalid })
      .max(TOTAL_FULL_MARK, { error: M.totalScoreInvalid }),
    scores: z
      .array(subjectScoreSchema, { error: M.subjectScoresRequired })
      .min(1, { error: M.subjectScoresRequired }),
    rank: z
      .number({ error: M.rankInvalid })
      .int({ error: M.rankInvalid })
      .positive({ error: M.rankInvalid })
      .max(RANK_MAX, { error: M.rankInvalid })
      .optional(),
  })
  .check((ctx) => {
    const { scores, total } = ctx.value;
    const seen = new Set<string>();
    scores.forEach((s, index) => {
      if (seen.has(s.subject)) {
        ctx.issues.push({
          code: 'custom',
          input: s.subject,
          path: ['scores', index, 'subject'],
          message: M.subjectDuplicated,
        });
      }
      seen.add(s.subject);
    });
    const sum = scores.reduce((acc, s) => acc + s.score, 0);
    if (Math.abs(sum - total) > SUM_TOLERANCE) {
      ctx.issues.push({ code: 'custom', input: total, path: ['total'], message: M.totalMismatch });
    }
  });
export type ExamResult = z.output<typeof examResultSchema>;
export type ExamResultInput = z.input<typeof examResultSchema>;

/** Body of `POST /api/studentScore/update` and data of `GET /api/studentScore/get`: the whole list. */
export const studentScoresSchema = z.object({
  results: z.array(examResultSchema).max(100, { error: M.tooManyExamResults }),
});
export type StudentScores = z.output<typeof studentScoresSchema>;
export type StudentScoresInput = z.input<typeof studentScoresSchema>;
