/**
 * 志愿表 (volunteer tables): a signed-in student's ordered lists of choices for one year, category and
 * batch — each choice a 院校专业组 (from 2025) or a 院校 with its majors in order and 服从调剂 — and the checks
 * of a list. Every save keeps a version, removing keeps the list in the bin (with its versions), and any kept
 * version can be restored, so no student ever loses a list. Saves carry the version they edited: a stale one
 * is refused (100409) rather than overwriting a newer save from another device.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { eligibilityField } from './access-kinds.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { booleanParam, batchParam, categoryParam, idParam, intParam, queryObject } from './query.ts';
import {
  VOLUNTEER_CHOICES_MAX,
  VOLUNTEER_MAJORS_MAX,
  VOLUNTEER_NAME_MAX_LENGTH,
  VOLUNTEER_TABLES_MAX,
  VOLUNTEER_VERSIONS_MAX,
} from '../simulate-labels.ts';
import {
  ADMISSION_TIERS,
  candidateSubjectsField,
  CANDIDATE_SUBJECTS,
  checkScoreXorRank,
  rankField,
  scoreField,
  yearField,
} from './simulate.ts';

// The bounds of a 志愿表 are zod-free (simulate-labels.ts, also in `@zhiyuan/contracts/basics`).
export {
  VOLUNTEER_CHOICES_MAX,
  VOLUNTEER_MAJORS_MAX,
  VOLUNTEER_NAME_MAX_LENGTH,
  VOLUNTEER_TABLES_MAX,
  VOLUNTEER_VERSIONS_MAX,
};

const positiveInt = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, {
    error: message,
  });

/** A major of a choice, in the order written. */
export const volunteerMajorSchema = z.object({
  code: labelled(
    '专业代码',
    z
      .string({ error: M.volunteerMajorCodeInvalid })
      .trim()
      .regex(/^[A-Za-z0-9]{1,10}$/, { error: M.volunteerMajorCodeInvalid }),
  ).nullable(),
  name: labelled(
    '专业名称',
    z
      .string({ error: M.volunteerMajorNameInvalid })
      .trim()
      .min(1, { error: M.volunteerMajorNameInvalid })
      .max(100, { error: M.volunteerMajorNameInvalid }),
  ),
});
export type VolunteerMajor = z.output<typeof volunteerMajorSchema>;

/** One choice as the student writes it. */
export const volunteerChoiceSchema = z.object({
  /** The college's row id (as `college/search` and `simulate/recommend` give it). */
  collegeId: positiveInt(M.collegeIdInvalid),
  /**
   * The 院校专业组 code ('03', or '10001-201' when an official file names the group with its 招生代码); null in
   * batches that admit by college.
   */
  groupCode: z
    .string({ error: M.groupCodeInvalid })
    .trim()
    .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?$/, { error: M.groupCodeInvalid })
    .max(20, { error: M.groupCodeInvalid })
    .nullable(),
  majors: z
    .array(volunteerMajorSchema, { error: M.volunteerMajorsInvalid })
    .max(VOLUNTEER_MAJORS_MAX, { error: M.volunteerMajorsTooMany }),
  /** 服从调剂 (within the group or college). */
  adjustment: z.boolean({ error: M.adjustmentInvalid }),
});
export type VolunteerChoiceInput = z.input<typeof volunteerChoiceSchema>;

const listFields = {
  year: yearField,
  category: categoryParam,
  batch: batchParam,
  /** The candidate's score or rank: estimates and the 冲/稳/保 checks need one of them. */
  score: scoreField,
  rank: rankField,
  /** 选科, for the 选科 checks. */
  electives: candidateSubjectsField.optional(),
  choices: z
    .array(volunteerChoiceSchema, { error: M.volunteerChoicesInvalid })
    .max(VOLUNTEER_CHOICES_MAX, { error: M.volunteerChoicesTooMany }),
};

/**
 * `POST /api/volunteer/check` body: a list to check without saving it (for live checks while editing), and
 * the restricted access kinds the student qualifies for (a unit of another kind in the list is warned of).
 */
export const volunteerCheckBody = z
  .object({ ...listFields, eligibility: eligibilityField.optional() })
  .check((ctx) => checkScoreXorRank(ctx, false));
export type VolunteerCheckInput = z.input<typeof volunteerCheckBody>;

/**
 * `POST /api/volunteer/save` body: without `id` a new list; with `id` a new version of that list, which
 * needs the `version` it was edited from.
 */
export const volunteerSaveBody = z
  .object({
    id: positiveInt(M.idInvalid).optional(),
    version: positiveInt(M.versionInvalid).optional(),
    name: labelled(
      '志愿表名称',
      z
        .string({ error: M.volunteerNameRequired })
        .trim()
        .min(1, { error: M.volunteerNameRequired, abort: true })
        .max(VOLUNTEER_NAME_MAX_LENGTH, { error: M.volunteerNameTooLong }),
    ),
    ...listFields,
  })
  .check((ctx) => {
    checkScoreXorRank(ctx, false);
    if (ctx.value.id !== undefined && ctx.value.version === undefined) {
      ctx.issues.push({ code: 'custom', input: undefined, path: ['version'], message: M.versionRequired });
    }
  });
export type VolunteerSaveInput = z.input<typeof volunteerSaveBody>;

/** A finding of the checks; `positions` are the 1-based positions of the choices concerned. */
export const volunteerCheckSchema = z.object({
  /** too-many-choices, few-choices, too-many-majors, duplicate-unit, duplicate-major, adjustment-not-offered, subject-mismatch, subject-unknown, no-majors, not-suggested, no-safety, all-reach, reach-after-safety, adjustment-off-wide-spread, reach-after-match, no-estimate, empty, unknown-college, group-required, group-not-expected, level-mismatch. */
  code: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  positions: z.array(z.number().int()),
});
export type VolunteerCheck = z.output<typeof volunteerCheckSchema>;

/** A choice as the server returns it: what was written, plus the college and this year's estimate. */
export const volunteerChoiceOutSchema = z.object({
  collegeId: z.number().int(),
  groupCode: z.string().nullable(),
  majors: z.array(z.object({ code: z.string().nullable(), name: z.string() })),
  adjustment: z.boolean(),
  collegeCode: z.string(),
  collegeName: z.string(),
  subjectRequirement: z.string().nullable(),
  /** Null without a score or rank, or without data for the unit. */
  probability: z.number().nullable(),
  /** Null when not estimated or below 冲. */
  tier: z.enum(ADMISSION_TIERS).nullable(),
  /** The province's 招生代码 of the college, null where none is stored. */
  enrollmentCode: z.string().nullable(),
  /** The estimate comes from generated sample data (示例数据). */
  sample: z.boolean(),
});
export type VolunteerChoiceOut = z.output<typeof volunteerChoiceOutSchema>;

/** `POST /api/volunteer/check` → the findings and each choice's estimate. */
export const volunteerCheckData = z.object({
  /** The candidate rank the estimates used (from the score when only a score was given). */
  candidateRank: z.number().int().nullable(),
  choices: z.array(volunteerChoiceOutSchema),
  /** Errors first, then warnings, then notes. */
  checks: z.array(volunteerCheckSchema),
  /** The batch's limits. */
  limits: z.object({
    choices: z.number().int(),
    majorsPerChoice: z.number().int(),
    adjustment: z.boolean(),
    unit: z.string(),
  }),
});
export type VolunteerCheckData = z.output<typeof volunteerCheckData>;

/** A saved list. */
export const volunteerTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  category: z.string(),
  batch: z.string(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  electives: z.array(z.enum(CANDIDATE_SUBJECTS)),
  candidateRank: z.number().int().nullable(),
  choices: z.array(volunteerChoiceOutSchema),
  checks: z.array(volunteerCheckSchema),
  limits: volunteerCheckData.shape.limits,
  /** Increases by one with every save, removal and restore. */
  version: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VolunteerTable = z.output<typeof volunteerTableSchema>;

/** `GET /api/volunteer/list` query: the lists in use (default) or the removed ones (`deleted=true`). */
export const volunteerListQuery = queryObject({
  deleted: booleanParam(M.deletedFlagInvalid).default(false),
});
export type VolunteerListQuery = z.input<typeof volunteerListQuery>;

/** A list in the overview. */
export const volunteerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  category: z.string(),
  batch: z.string(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  choiceCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was removed (ISO 8601), null while in use. */
  deletedAt: z.string().nullable(),
});
export type VolunteerSummary = z.output<typeof volunteerSummarySchema>;
/** Most recently changed first. */
export const volunteerListData = z.array(volunteerSummarySchema);

/** `GET /api/volunteer/get` and `versions` query. */
export const volunteerIdQuery = queryObject({ id: idParam });
export type VolunteerIdQuery = z.input<typeof volunteerIdQuery>;

/** `POST /api/volunteer/remove` body; `version`, when given, must be the current one. */
export const volunteerRemoveBody = z.object({
  id: positiveInt(M.idInvalid),
  version: positiveInt(M.versionInvalid).optional(),
});
export type VolunteerRemoveInput = z.input<typeof volunteerRemoveBody>;

/** `POST /api/volunteer/restore` body: the kept version to make current again (as a new version). */
export const volunteerRestoreBody = z.object({
  id: positiveInt(M.idInvalid),
  version: positiveInt(M.versionInvalid),
});
export type VolunteerRestoreInput = z.input<typeof volunteerRestoreBody>;

export const VOLUNTEER_VERSION_ACTIONS = ['create', 'update', 'remove', 'restore'] as const;

/** A kept version in the list of versions. */
export const volunteerVersionSummarySchema = z.object({
  version: z.number().int(),
  action: z.enum(VOLUNTEER_VERSION_ACTIONS),
  createdAt: z.string(),
  name: z.string(),
  choiceCount: z.number().int(),
});
export type VolunteerVersionSummary = z.output<typeof volunteerVersionSummarySchema>;

/** `GET /api/volunteer/versions` → the current version and every kept one, newest first. */
export const volunteerVersionsData = z.object({
  id: z.number().int(),
  version: z.number().int(),
  deleted: z.boolean(),
  items: z.array(volunteerVersionSummarySchema),
});
export type VolunteerVersions = z.output<typeof volunteerVersionsData>;

/** `GET /api/volunteer/version` query. */
export const volunteerVersionQuery = queryObject({
  id: idParam,
  version: intParam(M.versionInvalid, 1, 2_147_483_647),
});
export type VolunteerVersionQuery = z.input<typeof volunteerVersionQuery>;

/** One kept version: the list exactly as it was saved then. */
export const volunteerVersionSchema = volunteerVersionSummarySchema.extend({
  id: z.number().int(),
  year: z.number().int(),
  category: z.string(),
  batch: z.string(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  electives: z.array(z.enum(CANDIDATE_SUBJECTS)),
  choices: z.array(
    z.object({
      collegeId: z.number().int(),
      groupCode: z.string().nullable(),
      majors: z.array(z.object({ code: z.string().nullable(), name: z.string() })),
      adjustment: z.boolean(),
    }),
  ),
});
export type VolunteerVersion = z.output<typeof volunteerVersionSchema>;
