/**
 * Admission units not open to every candidate (特殊计划): the 专项计划 for rural and poor areas, 预科 and 民族班
 * for minority candidates, 定向 with its service agreement, and 中外合作办学 with its fee. A general student's
 * recommendations leave them out unless the student says they qualify (`eligibility`); every unit says which
 * of them apply (`access`), and the pages print the same names and explanations. Which kinds a unit has is
 * read from its data by `@zhiyuan/admissions` (`accessKindsOf`).
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

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

export const accessKindSchema = z.enum(ACCESS_KINDS, { error: M.eligibilityInvalid });

/**
 * The kinds a student qualifies for (or, for 中外合作, accepts): units of only these kinds are recommended
 * besides the ordinary ones. Absent or empty: a general student, every restricted unit left out.
 */
export const eligibilityField = z
  .array(accessKindSchema, { error: M.eligibilityInvalid })
  .max(ACCESS_KINDS.length, { error: M.eligibilityInvalid, abort: true })
  .refine((list) => new Set(list).size === list.length, { error: M.eligibilityDuplicated });

/** The kinds of a unit as a recommendation carries them: kind, badge text, name and who may apply. */
export const unitAccessSchema = z.object({
  kind: z.enum(ACCESS_KINDS),
  name: z.string(),
  explanation: z.string(),
});
export type UnitAccess = z.output<typeof unitAccessSchema>;
