/**
 * Admission units not open to every candidate (特殊计划): the 专项计划 for rural and poor areas, 预科 and 民族班
 * for minority candidates, 定向 with its service agreement, and 中外合作办学 with its fee. A general student's
 * recommendations leave them out unless the student says they qualify (`eligibility`); every unit says which
 * of them apply (`access`), and the pages print the same names and explanations. Which kinds a unit has is
 * read from its data by `@zhiyuan/admissions` (`accessKindsOf`).
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ACCESS_KIND_INFO, ACCESS_KINDS, type AccessKind, type AccessKindInfo } from '../simulate-labels.ts';

// The kinds and their names are zod-free (simulate-labels.ts, also in `@zhiyuan/contracts/basics`).
export { ACCESS_KIND_INFO, ACCESS_KINDS, type AccessKind, type AccessKindInfo };

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
