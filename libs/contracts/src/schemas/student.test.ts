import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import type { ExamResultInput, StudentInfoInput } from './student.ts';
import { examResultSchema, studentInfoSchema, studentScoresSchema } from './student.ts';

const info: StudentInfoInput = {
  name: '王小明',
  gender: '男',
  highSchoolId: 3,
  className: '高三(2)班',
  graduationYear: 2026,
  firstSubject: '物理',
  electives: ['化学', '生物'],
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe('studentInfoSchema', () => {
  it('accepts a complete profile; the exam number is optional and an empty one is absent', () => {
    expect(studentInfoSchema.parse(info)).toEqual(info);
    expect(studentInfoSchema.parse({ ...info, examNumber: '' })).toEqual(info);
    expect(studentInfoSchema.parse({ ...info, examNumber: '25150102123456' }).examNumber).toBe(
      '25150102123456',
    );
  });

  it('names every missing field in Chinese', () => {
    expect(issues(studentInfoSchema.safeParse({}))).toEqual([
      ['name', M.nameRequired],
      ['gender', M.genderRequired],
      ['highSchoolId', M.highSchoolRequired],
      ['className', M.classNameRequired],
      ['graduationYear', M.graduationYearRequired],
      ['firstSubject', M.firstSubjectRequired],
      ['electives', M.electivesRequired],
    ]);
  });

  it('says an empty 毕业年份 (a number input left empty is NaN) is required, and a wrong one is wrong', () => {
    expect(issues(studentInfoSchema.safeParse({ ...info, graduationYear: Number.NaN }))).toEqual([
      ['graduationYear', M.graduationYearRequired],
    ]);
    expect(issues(studentInfoSchema.safeParse({ ...info, graduationYear: 26 }))).toEqual([
      ['graduationYear', M.graduationYearInvalid],
    ]);
  });

  it('refuses a body that is not an object, without throwing', () => {
    for (const body of [undefined, null, '{}', 3, []]) {
      expect(studentInfoSchema.safeParse(body).success).toBe(false);
    }
  });

  it('takes 其他 with the school’s name typed in, and asks for the name when it is missing', () => {
    const other = { ...info, highSchoolId: null, otherHighSchool: ' 包头市第九中学 ' };
    expect(studentInfoSchema.parse(other)).toEqual({ ...other, otherHighSchool: '包头市第九中学' });
    expect(issues(studentInfoSchema.safeParse({ ...other, otherHighSchool: '' }))).toEqual([
      ['otherHighSchool', M.otherHighSchoolRequired],
    ]);
    expect(issues(studentInfoSchema.safeParse({ ...other, otherHighSchool: '中' }))).toEqual([
      ['otherHighSchool', M.otherHighSchoolInvalid],
    ]);
    expect(issues(studentInfoSchema.safeParse({ ...other, otherHighSchool: '中'.repeat(31) }))).toEqual([
      ['otherHighSchool', M.otherHighSchoolInvalid],
    ]);
    // The missing name is reported together with the form's other mistakes, not only once they are fixed.
    expect(
      issues(studentInfoSchema.safeParse({ ...other, otherHighSchool: '', name: '', gender: undefined })),
    ).toEqual([
      ['name', M.nameRequired],
      ['gender', M.genderRequired],
      ['otherHighSchool', M.otherHighSchoolRequired],
    ]);
    // A school of the list needs no name.
    expect(studentInfoSchema.safeParse(info).success).toBe(true);
  });

  it('allows only 物理 or 历史 as first subject', () => {
    expect(issues(studentInfoSchema.safeParse({ ...info, firstSubject: '化学' }))).toEqual([
      ['firstSubject', M.firstSubjectRequired],
    ]);
  });

  it('requires exactly two distinct electives out of 化学/生物/思想政治/地理', () => {
    expect(issues(studentInfoSchema.safeParse({ ...info, electives: ['化学'] }))).toEqual([
      ['electives', M.electivesCount],
    ]);
    expect(issues(studentInfoSchema.safeParse({ ...info, electives: ['化学', '生物', '地理'] }))).toEqual([
      ['electives', M.electivesCount],
    ]);
    expect(issues(studentInfoSchema.safeParse({ ...info, electives: ['地理', '地理'] }))).toEqual([
      ['electives', M.electivesDistinct],
    ]);
    expect(issues(studentInfoSchema.safeParse({ ...info, electives: ['物理', '地理'] }))).toEqual([
      ['electives.0', M.electivesRequired],
    ]);
    expect(studentInfoSchema.parse({ ...info, electives: ['思想政治', '地理'] }).electives).toEqual([
      '思想政治',
      '地理',
    ]);
  });

  it('rejects a graduation year out of range and a bad exam number', () => {
    expect(issues(studentInfoSchema.safeParse({ ...info, graduationYear: 1999, examNumber: '12' }))).toEqual([
      ['graduationYear', M.graduationYearInvalid],
      ['examNumber', M.examNumberInvalid],
    ]);
  });
});

describe('examResultSchema', () => {
  const gaokao: ExamResultInput = {
    examName: '2025年高考',
    examDate: '2025-06-07',
    isGaokao: true,
    total: 600,
    scores: [
      { subject: '语文', score: 120 },
      { subject: '数学', score: 130 },
      { subject: '外语', score: 125 },
      { subject: '物理', score: 80 },
      { subject: '化学', score: 75 },
      { subject: '生物', score: 70 },
    ],
    rank: 5321,
  };

  it('accepts a result whose total is the sum of its subjects; isGaokao defaults to false', () => {
    expect(examResultSchema.parse(gaokao)).toEqual(gaokao);
    const { isGaokao: _omit, rank: _rank, ...mock } = gaokao;
    expect(examResultSchema.parse(mock)).toEqual({ ...mock, isGaokao: false });
  });

  it('rejects a total that does not match the subjects, on the total field', () => {
    expect(issues(examResultSchema.safeParse({ ...gaokao, total: 601 }))).toEqual([
      ['total', M.totalMismatch],
    ]);
    expect(M.totalMismatch).toBe('总分与各科成绩之和不一致');
  });

  it('checks each subject against its full mark and refuses duplicates', () => {
    const scores = [
      { subject: '物理', score: 101 },
      { subject: '语文', score: 20 },
    ];
    expect(issues(examResultSchema.safeParse({ ...gaokao, scores, total: 121 }))).toEqual([
      ['scores.0.score', '物理成绩应在0到100之间'],
    ]);
    const twice = [
      { subject: '语文', score: 100 },
      { subject: '语文', score: 20 },
    ];
    expect(issues(examResultSchema.safeParse({ ...gaokao, scores: twice, total: 120 }))).toEqual([
      ['scores.1.subject', M.subjectDuplicated],
    ]);
  });

  it('validates name, date and rank', () => {
    expect(
      issues(examResultSchema.safeParse({ ...gaokao, examName: ' ', examDate: '2025-13-01', rank: 0 })),
    ).toEqual([
      ['examName', M.examNameRequired],
      ['examDate', M.examDateInvalid],
      ['rank', M.rankInvalid],
    ]);
    expect(issues(examResultSchema.safeParse({ ...gaokao, rank: 10_000_001 }))).toEqual([
      ['rank', M.rankInvalid],
    ]);
  });

  it('keeps at most 100 results in the list', () => {
    expect(studentScoresSchema.parse({ results: [gaokao] }).results).toHaveLength(1);
    const many = Array.from({ length: 101 }, () => gaokao);
    expect(issues(studentScoresSchema.safeParse({ results: many }))).toEqual([
      ['results', M.tooManyExamResults],
    ]);
  });
});
