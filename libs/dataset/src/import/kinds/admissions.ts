/**
 * Admission records (历年录取: a row per college, 专业组 or major) and admission plans (招生计划: a row per
 * major); both name the college by code or by exact name.
 */
import type { AdmissionScope } from '../../schemas.ts';
import {
  batchColumn,
  categoryColumn,
  collegeCodeColumn,
  collegeKey,
  collegeNameColumn,
  enrollmentCodeColumn,
  groupColumn,
  majorCodeColumn,
  majorNameColumn,
  NOTHING,
  planCategoryColumn,
  provinceColumn,
  qualifiedGroup,
  readCollege,
  readGroup,
  readMajorCode,
  readMajorCodes,
  readSource,
  readYearCategory,
  sourceColumn,
  yearColumn,
} from '../kind-columns.ts';
import type { RowReader } from '../values.ts';
import {
  col,
  COUNT,
  SCORE,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type KindSpec,
} from '../kind-spec.ts';
import { normalizeSubjectRequirement } from '../values.ts';

const CHINESE_ORDINAL = /第([一二三四五六七八九十]+)次/;

/**
 * The round of a record: '' for the batch's first 投档 (what the site compares with), else 第二次投档 (a 征集
 * round), 第一次录取 … from the authority's title of the round (2025年普通高考本科批第二次投档最高分最低分) and
 * whether the row is of the 投档 or the 录取 table.
 */
function readRound(r: RowReader): string {
  const title = r.raw('round');
  const stageRaw = r.raw('stage');
  if (title === '' && stageRaw === '') return '';
  let stage: '投档' | '录取' | null = null;
  if (/^投档/.test(stageRaw)) stage = '投档';
  else if (/^录取/.test(stageRaw)) stage = '录取';
  else if (stageRaw !== '') r.fail('stage', `投档或录取应为“投档”或“录取”，实际为“${stageRaw}”`);
  else if (title.includes('录取') && !title.includes('投档')) stage = '录取';
  else stage = '投档';
  if (title.length > 100) r.fail('round', '轮次不能超过 100 个字');
  const ordinal = CHINESE_ORDINAL.exec(title)?.[1] ?? '一';
  return ordinal === '一' && stage === '投档' ? '' : `第${ordinal}次${stage ?? ''}`;
}

/** The lowest candidate's tie-break scores as the authority prints them, in its order of comparison. */
const TIEBREAK_COLUMNS = [
  ['sumChineseMath', '语数之和', ['detail_ZDF_YSZH', '语数总分', '语数成绩之和']],
  ['maxChineseMath', '语数最高', ['detail_ZDF_YSZG', '语数单科最高', '语数最高分']],
  ['foreignLanguage', '外语', ['detail_ZDF_WY', '外语成绩']],
  ['firstSubject', '首选科目成绩', ['detail_SXKM', '首选成绩']],
  ['secondSubject1', '再选科目1', ['detail_CXKM1', '再选科目一']],
  ['secondSubject2', '再选科目2', ['detail_CXKM2', '再选科目二']],
  ['chinese', '语文', ['detail_ZDF_YW', '语文成绩']],
  ['math', '数学', ['detail_ZDF_SX', '数学成绩']],
] as const;

function readTiebreak(r: RowReader): string | null {
  const parts: string[] = [];
  for (const [key, label] of TIEBREAK_COLUMNS) {
    const value = r.optionalNumber(key, label, { min: 0, max: 750, integer: false });
    if (value !== null) parts.push(`${label} ${value}`);
  }
  return parts.length > 0 ? parts.join('，') : null;
}

export const admissionRecords: KindSpec<AdmissionRecordImportRow> = {
  kind: 'admission-records',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    batchColumn,
    collegeCodeColumn,
    collegeNameColumn,
    enrollmentCodeColumn,
    groupColumn,
    majorCodeColumn,
    majorNameColumn,
    col('planCount', '计划数', ['planCount', '计划人数', '招生计划', '录取人数'], false, '非负整数'),
    col(
      'minScore',
      '最低分',
      ['minScore', '最低分数', '投档线', '最低投档分', '投档最低分'],
      true,
      '0～750；考试院写的“683以上”按 683 记录，写“-”（无人投档）的行不导入',
    ),
    col(
      'minRank',
      '最低位次',
      ['minRank', '最低排名', '位次', '最低分位次', '投档最低排位', '投档最低位次', '最低排位'],
      false,
      '正整数；考试院写的“88以内”按 88 记录',
    ),
    col('avgScore', '平均分', ['avgScore', '平均分数', 'avg_score'], false, '0～750，不低于最低分'),
    col('maxScore', '最高分', ['maxScore', '最高分数', 'max_score'], false, '0～750，不低于平均分'),
    planCategoryColumn,
    col(
      'filedCount',
      '投档人数',
      ['filedCount', 'count', '投档数', '投档考生数'],
      false,
      '非负整数：投档（或录取）到该院校专业组的考生人数，不是计划数',
    ),
    col(
      'round',
      '轮次',
      ['round', 'round_title', '轮次名称', '投档轮次'],
      false,
      '考试院该表的标题，如 2025年普通高考本科批第二次投档最高分最低分；留空为该批次第一次投档',
    ),
    col('stage', '投档或录取', ['stage', 'kind', '投档录取'], false, '投档 或 录取；留空按轮次标题读取'),
    ...TIEBREAK_COLUMNS.map(([key, header, aliases]) =>
      col(key, header, aliases, false, '最低分考生的同分比较成绩（考试院公布的）'),
    ),
    sourceColumn,
  ],
  oneOf: [['collegeCode', 'collegeName', 'enrollmentCode']],
  read(r, region) {
    // A group nobody was filed to has no lowest score: the authority writes "-", and there is nothing to keep.
    if (NOTHING.test(r.raw('minScore'))) r.skip('没有投档（最低分写作“-”），不导入');
    const { year, province, category, batch, unit, planCategory } = readYearCategory(r, region, 'batch');
    const { collegeCode, collegeName, enrollmentCode } = readCollege(r);
    const groupCode = qualifiedGroup(readGroup(r, unit), enrollmentCode);
    const majorCode = readMajorCode(r);
    const majorName = r.optionalText('majorName', '专业名称', 100);
    if (majorCode !== null && majorName === null) r.fail('majorName', '填写了专业代码时专业名称不能为空');
    const minScore = r.number('minScore', '最低分', { ...SCORE, bound: '以上' });
    const avgScore = r.optionalNumber('avgScore', '平均分', SCORE);
    const maxScore = r.optionalNumber('maxScore', '最高分', SCORE);
    if (avgScore !== null && avgScore < minScore)
      r.fail('avgScore', `平均分 ${avgScore} 低于最低分 ${minScore}`);
    if (maxScore !== null && maxScore < (avgScore ?? minScore)) {
      r.fail(
        'maxScore',
        `最高分 ${maxScore} 低于${avgScore === null ? '最低分' : '平均分'} ${avgScore ?? minScore}`,
      );
    }
    const scope: AdmissionScope = majorName !== null ? '专业' : groupCode !== null ? '专业组' : '院校';
    return {
      year,
      province,
      category,
      batch,
      collegeCode,
      collegeName,
      enrollmentCode,
      groupCode,
      scope,
      majorCode,
      majorName,
      planCount: r.optionalNumber('planCount', '计划数', COUNT),
      minScore,
      avgScore,
      maxScore,
      minRank: r.optionalNumber('minRank', '最低位次', {
        min: 1,
        max: 10_000_000,
        integer: true,
        bound: '以内',
      }),
      planCategory,
      round: readRound(r),
      filedCount: r.optionalNumber('filedCount', '投档人数', COUNT),
      tiebreak: readTiebreak(r),
      sourceUrl: readSource(r),
    };
  },
  key: (v) =>
    [
      v.year,
      v.province,
      v.category,
      v.batch,
      collegeKey(v),
      v.groupCode,
      v.scope,
      v.majorCode ?? v.majorName,
      v.round,
    ].join('|'),
};

export const admissionPlans: KindSpec<AdmissionPlanImportRow> = {
  kind: 'admission-plans',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    batchColumn,
    collegeCodeColumn,
    collegeNameColumn,
    enrollmentCodeColumn,
    groupColumn,
    col(
      'subjectRequirement',
      '选科要求',
      ['subjectRequirement', '选考科目', '科目要求', '再选科目要求', '选科'],
      false,
      '不限，或用 + 连接的科目，如 物理+化学；留空为不限',
    ),
    { ...majorCodeColumn, note: '本科专业目录代码，可带 T/K；专科可留空' },
    { ...majorNameColumn, required: true, note: '专业名称（可含备注）' },
    col('planCount', '计划数', ['planCount', '计划人数', '招生计划'], true, '非负整数'),
    col('years', '学制', ['years', '修业年限', '年限', 'duration_years'], false, '1～9 年，如 4'),
    col('tuition', '学费', ['tuition', '学费(元)', '收费标准'], false, '元/年；“免费”记为 0，“待定”留空'),
    planCategoryColumn,
    sourceColumn,
  ],
  oneOf: [['collegeCode', 'collegeName', 'enrollmentCode']],
  read(r, region) {
    const { year, province, category, batch, unit, planCategory } = readYearCategory(r, region, 'batch');
    const { collegeCode, collegeName, enrollmentCode } = readCollege(r);
    const majorCodes = readMajorCodes(r, region, year, batch);
    const requirementRaw = r.raw('subjectRequirement');
    const subjectRequirement = normalizeSubjectRequirement(requirementRaw);
    if (subjectRequirement === null) {
      r.fail('subjectRequirement', `选科要求“${requirementRaw}”无法识别（示例：不限、物理、物理+化学）`);
    }
    return {
      year,
      province,
      category,
      batch,
      collegeCode,
      collegeName,
      enrollmentCode,
      groupCode: qualifiedGroup(readGroup(r, unit), enrollmentCode),
      subjectRequirement: subjectRequirement ?? '不限',
      majorCode: majorCodes.majorCode,
      majorLocalCode: majorCodes.localCode,
      majorName: r.text('majorName', '专业名称', 90),
      planCount: r.number('planCount', '计划数', COUNT),
      years: r.optionalNumber('years', '学制', { min: 1, max: 9, integer: true }),
      tuition: readTuition(r),
      planCategory,
      sourceUrl: readSource(r),
    };
  },
  key: (v) =>
    [
      v.year,
      v.province,
      v.category,
      v.batch,
      collegeKey(v),
      v.groupCode,
      v.majorLocalCode === null ? (v.majorCode ?? v.majorName) : `${v.majorLocalCode}|${v.majorName}`,
    ].join('|'),
};

/** 学费 in yuan a year; the authority writes 免费 (0) and 待定 (not known yet). */
function readTuition(r: RowReader): number | null {
  const raw = r.raw('tuition');
  if (raw === '免费') {
    r.note('学费写作“免费”的，记为 0 元');
    return 0;
  }
  if (raw === '待定') {
    r.note('学费写作“待定”的，留空');
    return null;
  }
  return r.optionalNumber('tuition', '学费', { min: 0, max: 1_000_000, integer: true });
}
