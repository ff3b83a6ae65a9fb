/**
 * 选科查询: for a 3+1+2 combination (the category's first subject and two electives), which 院校专业组 of a
 * year's 招生计划 it may apply to and which it may not, with each group's requirement and what it lacks.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ELITE_TAGS, COLLEGE_NATURES, tagsParam } from './catalog.ts';
import {
  batchParam,
  categoryParam,
  keywordParam,
  pageOf,
  pageParams,
  queryObject,
  textParam,
  yearParam,
} from './query.ts';
import { ELECTIVES_RESULTS } from '../search-options.ts';
import { ELECTIVE_SUBJECTS, type ElectiveSubject } from '../subjects.ts';

// The sides of the answer are zod-free (search-options.ts, also in `@zhiyuan/contracts/basics`).
export { ELECTIVES_RESULTS, type ElectivesResult } from '../search-options.ts';

/** Two different electives, as a list or comma-separated text (`化学,生物`). */
export const electivesParam = z
  .union([z.string(), z.array(z.string()).max(4)], { error: M.electivesRequired })
  .transform((value, ctx): ElectiveSubject[] => {
    const names = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(/[,，、]/))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    const list = names.filter((n): n is ElectiveSubject =>
      (ELECTIVE_SUBJECTS as readonly string[]).includes(n),
    );
    const message =
      list.length !== names.length
        ? M.electivesRequired
        : new Set(list).size !== list.length
          ? M.electivesDistinct
          : list.length !== 2
            ? M.electivesCount
            : null;
    if (message) {
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    }
    return list;
  });

/** `GET /api/admissionPlan/electives` query. */
export const electivesQuery = queryObject({
  /** The plan year; the latest year with plans when absent. */
  year: yearParam.optional(),
  /** 物理类 or 历史类: the first subject. */
  category: categoryParam,
  electives: electivesParam,
  batch: batchParam.optional(),
  /** Only the groups it may (allowed) or may not (denied) apply to; both when absent. */
  result: z.enum(ELECTIVES_RESULTS, { error: M.electivesResultInvalid }).optional(),
  /** A fragment of the college's or a major's name. */
  keyword: keywordParam.optional(),
  province: textParam(M.placeInvalid, 20).optional(),
  tags: tagsParam.optional(),
  ...pageParams,
});
export type ElectivesQuery = z.input<typeof electivesQuery>;

/** One 院校专业组 of the plans, and whether the combination may apply to it. */
export const electivesGroupSchema = z.object({
  college: z.object({
    id: z.number().int(),
    name: z.string(),
    province: z.string(),
    city: z.string(),
    nature: z.enum(COLLEGE_NATURES),
    tags: z.array(z.enum(ELITE_TAGS)),
  }),
  batch: z.string(),
  /** null where the batch admits by college. */
  groupCode: z.string().nullable(),
  /** As published ('物理+化学', '不限' …). */
  subjectRequirement: z.string(),
  allowed: z.boolean(),
  /** The required subjects the combination lacks ([] when allowed). */
  missing: z.array(z.string()),
  planCount: z.number().int(),
  majors: z.array(z.object({ code: z.string().nullable(), name: z.string(), planCount: z.number().int() })),
  sample: z.boolean(),
});
export type ElectivesGroup = z.output<typeof electivesGroupSchema>;

export const electivesData = pageOf(electivesGroupSchema).extend({
  year: z.number().int(),
  category: z.string(),
  /** The first subject and the two electives. */
  subjects: z.array(z.string()),
  /** Groups matching the filters it may, and may not, apply to (before `result`). */
  allowedCount: z.number().int(),
  deniedCount: z.number().int(),
});
export type ElectivesData = z.output<typeof electivesData>;
