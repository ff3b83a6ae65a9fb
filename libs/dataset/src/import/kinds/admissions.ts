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
  provinceColumn,
  qualifiedGroup,
  readCollege,
  readGroup,
  readMajorCode,
  readYearCategory,
  yearColumn,
} from '../kind-columns.ts';
import {
  col,
  COUNT,
  SCORE,
  type AdmissionPlanImportRow,
  type AdmissionRecordImportRow,
  type KindSpec,
} from '../kind-spec.ts';
import { normalizeSubjectRequirement } from '../values.ts';

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
    col('avgScore', '平均分', ['avgScore', '平均分数'], false, '0～750，不低于最低分'),
    col('maxScore', '最高分', ['maxScore', '最高分数'], false, '0～750，不低于平均分'),
  ],
  oneOf: [['collegeCode', 'collegeName', 'enrollmentCode']],
  read(r, region) {
    // A group nobody was filed to has no lowest score: the authority writes "-", and there is nothing to keep.
    if (NOTHING.test(r.raw('minScore'))) r.skip('没有投档（最低分写作“-”），不导入');
    const { year, province, category, batch, unit } = readYearCategory(r, region, 'batch');
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
    col('years', '学制', ['years', '修业年限', '年限'], false, '年，如 4'),
    col('tuition', '学费', ['tuition', '学费(元)', '收费标准'], false, '元/年'),
  ],
  oneOf: [['collegeCode', 'collegeName', 'enrollmentCode']],
  read(r, region) {
    const { year, province, category, batch, unit } = readYearCategory(r, region, 'batch');
    const { collegeCode, collegeName, enrollmentCode } = readCollege(r);
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
      majorCode: readMajorCode(r),
      majorName: r.text('majorName', '专业名称', 100),
      planCount: r.number('planCount', '计划数', COUNT),
      years: r.optionalNumber('years', '学制', { min: 1, max: 8, integer: true }),
      tuition: r.optionalNumber('tuition', '学费', { min: 0, max: 1_000_000, integer: true }),
    };
  },
  key: (v) =>
    [v.year, v.province, v.category, v.batch, collegeKey(v), v.groupCode, v.majorCode ?? v.majorName].join(
      '|',
    ),
};
