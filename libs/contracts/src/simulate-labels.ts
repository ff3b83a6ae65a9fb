// 模拟填报's fixed lists and bounds, without zod: the subjects a candidate may have taken (首选 and 再选, from
// subjects.ts), the special plans (专项计划, 预科 …, 中外合作) with the names and explanations the pages print,
// the tiers 冲/稳/保, the page size of the recommendations and the longest 志愿表 name. The contract's schemas (schemas/student.ts,
// access-kinds.ts, simulate.ts, volunteers.ts) check against them, and /policy/simulate reads them through
// `@zhiyuan/contracts/basics` — taken from the schemas' modules they made the page's own chunk import the
// contract registry (zod and every schema, built as the page loaded) though the server drew it and it makes
// no call at load.

import { ELECTIVE_SUBJECTS, FIRST_SUBJECTS } from './subjects.ts';

/** Subjects a candidate may have taken in the exam: the first subject and the electives. */
export const CANDIDATE_SUBJECTS = [...FIRST_SUBJECTS, ...ELECTIVE_SUBJECTS] as const;
export type CandidateSubject = (typeof CANDIDATE_SUBJECTS)[number];

/** 冲 (reach), 稳 (match), 保 (safety), from the riskiest to the safest. */
export const ADMISSION_TIERS = ['冲', '稳', '保'] as const;
export type AdmissionTier = (typeof ADMISSION_TIERS)[number];

/** The largest page of recommendations, and the default. */
export const RECOMMEND_PAGE_SIZE_MAX = 50;
export const RECOMMEND_PAGE_SIZE_DEFAULT = 20;

/** Bounds of a 志愿表; the batch's own limits (45 groups of 12 majors from 2025) are checked by the server. */
export const VOLUNTEER_NAME_MAX_LENGTH = 30;
export const VOLUNTEER_CHOICES_MAX = 100;
export const VOLUNTEER_MAJORS_MAX = 30;
/** Lists a user may keep (not counting removed ones). */
export const VOLUNTEER_TABLES_MAX = 50;
/** Versions kept per list; the oldest go beyond this. */
export const VOLUNTEER_VERSIONS_MAX = 200;

/** The kinds, each also the short text of its badge. `专项` is a 专项计划 whose data does not say which one. */
export const ACCESS_KINDS = [
  '高校专项',
  '国家专项',
  '地方专项',
  '专项',
  '预科',
  '民族班',
  '定向',
  '中外合作',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export interface AccessKindInfo {
  readonly kind: AccessKind;
  /** The full name, for a checkbox or a heading (高校专项计划). */
  readonly name: string;
  /** Who may apply, in one line. */
  readonly explanation: string;
}

/** The name and the one-line explanation of each kind, in the order of `ACCESS_KINDS`. */
export const ACCESS_KIND_INFO: { readonly [K in AccessKind]: AccessKindInfo & { readonly kind: K } } = {
  高校专项: {
    kind: '高校专项',
    name: '高校专项计划',
    explanation: '面向农村及脱贫地区的学生，需先向高校报名并通过资格审核，审核通过才能填报',
  },
  国家专项: {
    kind: '国家专项',
    name: '国家专项计划',
    explanation: '面向国家确定的脱贫地区（实施区域）考生，须有当地户籍和学籍并通过资格审核',
  },
  地方专项: {
    kind: '地方专项',
    name: '地方专项计划',
    explanation: '面向本省农村、边远或脱贫地区考生，须符合本省规定的户籍、学籍条件并通过资格审核',
  },
  专项: {
    kind: '专项',
    name: '专项计划（未注明类别）',
    explanation: '面向农村或脱贫地区考生的专项计划，须符合招生章程规定的条件并通过资格审核',
  },
  预科: {
    kind: '预科',
    name: '预科班',
    explanation: '主要面向少数民族考生，先读一年预科再转入本科，须符合规定的民族和地区条件',
  },
  民族班: {
    kind: '民族班',
    name: '民族班',
    explanation: '面向少数民族考生，按规定的民族和地区招生，须符合报考条件',
  },
  定向: {
    kind: '定向',
    name: '定向培养',
    explanation: '毕业后须按协议到指定地区或单位就业（如农村订单定向医学生），一般须签协议，部分有户籍要求',
  },
  中外合作: {
    kind: '中外合作',
    name: '中外合作办学',
    explanation: '与境外高校合作办学，学费较高（常见每年数万元），部分课程可能以外语授课',
  },
};
