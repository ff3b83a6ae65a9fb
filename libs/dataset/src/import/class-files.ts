/**
 * The two files a 班主任 brings from the school (issue 36), read by the data imports' parser (same formats,
 * XLSX gate, header matching, row report): the class roster (姓名, 手机号 → accounts that join the class) and
 * the class's exam results (考号 or 姓名, 总分, and 位次 once published).
 */
import { NAME_MAX_LENGTH, PHONE_PATTERN, RANK_PARAM_MAX, SCORE_MAX } from '@zhiyuan/contracts';
import { col, type KindSpec } from './kind-spec.ts';

export interface ClassRosterRow {
  name: string;
  phone: string;
}

export const CLASS_ROSTER_SPEC: KindSpec<ClassRosterRow, 'class-roster'> = {
  kind: 'class-roster',
  columns: [
    col('name', '姓名', ['name', '学生姓名', '学生'], true, '学生姓名'),
    col(
      'phone',
      '手机号',
      ['phone', '手机', '手机号码', '联系电话', '电话'],
      true,
      '学生本人的 11 位手机号',
      true,
    ),
  ],
  read(r) {
    const name = r.text('name', '姓名', NAME_MAX_LENGTH);
    const phone = r.raw('phone').replace(/[\s-]/g, '');
    if (phone === '') r.fail('phone', '手机号不能为空');
    else if (!PHONE_PATTERN.test(phone)) r.fail('phone', `手机号应为 11 位手机号码，实际为“${phone}”`);
    return { name, phone };
  },
  key: (v) => v.phone,
};

export interface ClassScoreRow {
  examNumber: string | null;
  name: string | null;
  total: number;
  rank: number | null;
}

export const CLASS_SCORES_SPEC: KindSpec<ClassScoreRow, 'class-scores'> = {
  kind: 'class-scores',
  columns: [
    col(
      'examNumber',
      '考号',
      ['examNumber', '考生号', '准考证号', '学号'],
      false,
      '学生资料中填写的考生号',
      true,
    ),
    col('name', '姓名', ['name', '学生姓名'], false, '学生姓名（没有考号时按姓名找本班学生）'),
    col('total', '总分', ['total', '成绩', '分数', '总成绩'], true, '0～750'),
    col('rank', '位次', ['rank', '全区位次', '排名', '名次'], false, '公布后填写；未公布留空'),
  ],
  oneOf: [['examNumber', 'name']],
  read(r) {
    const examNumber = r.raw('examNumber') || null;
    const name = r.raw('name') || null;
    if (examNumber === null && name === null) r.fail(null, '考号和姓名至少填写一项');
    if (examNumber !== null && !/^[A-Za-z0-9]{6,20}$/.test(examNumber)) {
      r.fail('examNumber', `考号应为 6～20 位字母或数字，实际为“${examNumber}”`);
    }
    const total = r.number('total', '总分', { min: 0, max: SCORE_MAX, integer: false });
    const rank = r.optionalNumber('rank', '位次', { min: 1, max: RANK_PARAM_MAX, integer: true });
    return { examNumber, name, total, rank };
  },
  key: (v) => (v.examNumber === null ? `姓名:${v.name ?? ''}` : `考号:${v.examNumber}`),
};
