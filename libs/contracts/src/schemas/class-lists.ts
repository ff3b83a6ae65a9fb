/**
 * All of a student's lists on the desk (issue 36): every list the student keeps, the latest first, each with its
 * versions; and any saved version read-only with the comments made on it — a comment stays with the version it
 * was made on, so a list saved again after a comment keeps that version readable.
 */
import * as z from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { classCommentSchema } from './classes.ts';
import { idParam, intParam, queryObject } from './query.ts';
import { volunteerSummarySchema, volunteerVersionSchema, volunteerVersionsData } from './volunteers.ts';

/** `GET /api/admin/class/studentLists?id=&userId=`: the class and one of its students. */
export const classStudentListsQuery = queryObject({ id: idParam, userId: idParam });

export const classStudentListsData = z.array(
  z.object({ list: volunteerSummarySchema, versions: volunteerVersionsData }),
);
export type ClassStudentLists = z.output<typeof classStudentListsData>;

/** `GET /api/admin/class/volunteerVersion?id=&userId=&tableId=&version=`. */
export const classVolunteerVersionQuery = queryObject({
  id: idParam,
  userId: idParam,
  tableId: idParam,
  version: intParam(M.versionInvalid, 1, 2_147_483_647),
});

export const classVolunteerVersionData = z.object({
  version: volunteerVersionSchema,
  /** The names of the colleges the version's choices name (a version keeps only their ids). */
  colleges: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The comments the teachers made on this very version. */
  comments: z.array(classCommentSchema),
});
export type ClassVolunteerVersion = z.output<typeof classVolunteerVersionData>;
