/**
 * 招生计划 of a college: this year's plan as imported (招生计划 import), per category, batch and 院校专业组 —
 * seats, 选科 requirement and the majors with their seats, length of study and tuition.
 */
import * as z from 'zod';

export const planMajorSchema = z.object({
  code: z.string().nullable(),
  name: z.string(),
  planCount: z.number().int(),
  /** 学制 (years), null when the plan does not say. */
  years: z.number().int().nullable(),
  /** 学费 (yuan a year), null when the plan does not say. */
  tuition: z.number().int().nullable(),
});
export type PlanMajor = z.output<typeof planMajorSchema>;

export const planGroupSchema = z.object({
  category: z.string(),
  batch: z.string(),
  /** null where the batch admits by college. */
  groupCode: z.string().nullable(),
  /** As published ('物理+化学', '不限' …). */
  subjectRequirement: z.string(),
  planCount: z.number().int(),
  /**
   * 计划类别 where it is not 普通类 (国家专项计划, 民族班 …, as the authority publishes it): such a group is open only
   * to the candidates it names. Absent for 普通类.
   */
  planCategory: z.string().optional(),
  majors: z.array(planMajorSchema),
});
export type PlanGroup = z.output<typeof planGroupSchema>;

/** `GET /api/college/plans` → the college's plan of the latest plan year (null year: no plan on file). */
export const collegePlansData = z.object({
  year: z.number().int().nullable(),
  groups: z.array(planGroupSchema),
  sample: z.boolean(),
});
export type CollegePlans = z.output<typeof collegePlansData>;
