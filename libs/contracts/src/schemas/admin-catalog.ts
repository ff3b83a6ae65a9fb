/**
 * 院校库 and 专业库 in the back office (editors and admins): a college's 简介 and 招生章程 (Markdown), 官网
 * (http/https), 院校类型 (from the fixed list; staff's choice wins over the derived one, `null` gives the
 * derived one back) and logo (an uploaded picture); a major's introduction. The public pages show them.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { optionalWebUrlSchema } from '../rules.ts';
import {
  COLLEGE_LEVELS,
  COLLEGE_TYPE_SOURCES,
  COLLEGE_TYPES,
  collegeItemSchema,
  collegeTypeSchema,
  majorCodeParam,
  majorItemSchema,
} from './catalog.ts';
import { mediaUrlSchema } from './media.ts';
import { idParam, keywordParam, pageOf, pageParams, queryObject, yearParam, idField } from './query.ts';

/** Longest introduction and charter (characters). */
export const INTRO_MAX = 20_000;
export const CHARTER_MAX = 50_000;

/** `GET /api/admin/college/list` query. */
export const adminCollegeListQuery = queryObject({
  keyword: keywordParam.optional(),
  type: collegeTypeSchema.optional(),
  typeSource: labelled('类型来源', z.enum(COLLEGE_TYPE_SOURCES, { error: M.typeSourceInvalid })).optional(),
  level: z.enum(COLLEGE_LEVELS, { error: M.levelInvalid }).optional(),
  ...pageParams,
});
export type AdminCollegeListQuery = z.input<typeof adminCollegeListQuery>;

/** A college as the back office lists it: what the public list shows, and what staff have filled in. */
export const adminCollegeItemSchema = collegeItemSchema.extend({
  typeSource: z.enum(COLLEGE_TYPE_SOURCES).nullable(),
  website: z.string().nullable(),
  hasIntro: z.boolean(),
  hasCharter: z.boolean(),
});
export type AdminCollegeItem = z.output<typeof adminCollegeItemSchema>;
export const adminCollegeListData = pageOf(adminCollegeItemSchema);

/** One college with its texts, and the type the rule would give it (and why). */
export const adminCollegeDetailSchema = adminCollegeItemSchema.extend({
  department: z.string(),
  intro: z.string().nullable(),
  charter: z.string().nullable(),
  derivedType: z.object({ type: z.enum(COLLEGE_TYPES), rule: z.string() }),
});
export type AdminCollegeDetail = z.output<typeof adminCollegeDetailSchema>;

/** `GET /api/admin/college/get` query. */
export const adminCollegeIdQuery = queryObject({ id: idParam });

const markdown = (max: number, message: string) =>
  z.string({ error: message }).max(max, { error: message }).nullable();

/** `POST /api/admin/college/update`: only the fields given change; '' or null empties a text. */
export const updateCollegeBody = z.object({
  id: idField(),
  intro: markdown(INTRO_MAX, M.introTooLong).optional(),
  charter: markdown(CHARTER_MAX, M.charterTooLong).optional(),
  website: optionalWebUrlSchema.optional(),
  /** A type from the list (staff's), or null for the derived one. */
  type: collegeTypeSchema.nullable().optional(),
  logo: mediaUrlSchema.nullable().optional(),
});
export type UpdateCollegeBody = z.input<typeof updateCollegeBody>;

/** `GET /api/admin/major/get` query: a major's code, in an edition (the latest by default). */
export const adminMajorQuery = queryObject({ code: majorCodeParam, year: yearParam.optional() });

/** A major with its introduction, and the editions of the catalog that have it. */
export const adminMajorSchema = majorItemSchema.extend({
  intro: z.string().nullable(),
  editions: z.array(z.number().int()),
});
export type AdminMajor = z.output<typeof adminMajorSchema>;

/** `POST /api/admin/major/update`: the introduction (Markdown; '' or null for none), for every edition. */
export const updateMajorBody = z.object({ code: majorCodeParam, intro: markdown(INTRO_MAX, M.introTooLong) });
export type UpdateMajorBody = z.input<typeof updateMajorBody>;
