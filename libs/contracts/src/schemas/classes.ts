/**
 * Classes (issue 14): a 班主任 creates a class and gives its students the join code; a student is in one class
 * at a time. The class desk shows the teacher each student's latest 志愿表 and what its checks found, most
 * serious first; a teacher reads only the students of their own classes and never changes their lists.
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { idField, idParam, pageOf, pageParams, queryObject } from './query.ts';
import { studentInfoSchema } from './student.ts';
import {
  volunteerCheckSchema,
  volunteerSummarySchema,
  volunteerTableSchema,
  volunteerVersionsData,
} from './volunteers.ts';

/** Join codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 8;

/**
 * A join code as a student typed it, read the way the server compares it: without spaces or hyphens, in
 * capitals, 0/O read as one and 1/I/L as one (codes never contain them, so a code copied from a board with
 * a look-alike is looked up and answered "wrong code", not "8 letters or digits").
 */
export const normalizeJoinCode = (typed: string) =>
  typed
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');

/** A class as the back office lists it. */
export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  graduationYear: z.number().int(),
  /** What students type in their personal centre to join. */
  joinCode: z.string(),
  teacher: z.object({ id: z.number().int(), name: z.string() }),
  students: z.number().int(),
  createdAt: z.string(),
});
export type ClassSummary = z.output<typeof classSummarySchema>;
export const classListData = z.array(classSummarySchema);

const classTitle = labelled(
  '班级名称',
  z
    .string({ error: M.classTitleRequired })
    .trim()
    .min(1, { error: M.classTitleRequired, abort: true })
    .max(20, { error: M.classTitleTooLong }),
);

/**
 * `POST /api/admin/class/save`: a new class (without `id`) or changes to one. A teacher's classes are their
 * own; an admin names the 班主任 (`teacherId`, a user holding the teacher role).
 */
export const saveClassBody = z.object({
  id: idField(M.idInvalid).optional(),
  name: classTitle,
  graduationYear: studentInfoSchema.shape.graduationYear,
  teacherId: idField(M.teacherRequired).optional(),
});
export type SaveClassBody = z.input<typeof saveClassBody>;

/** `POST /api/admin/class/regenerateCode` and `GET /api/admin/class/desk?id=`. */
export const classIdBody = z.object({ id: idField(M.idInvalid) });
export const classIdQuery = queryObject({ id: idParam });

/** `POST /api/admin/class/removeStudent`: takes the student out of the class; their data stays theirs. */
export const removeClassStudentBody = z.object({ id: idField(M.idInvalid), userId: idField(M.idInvalid) });

/** A teacher who can be named 班主任 (for admins assigning classes). */
export const classTeacherSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });
export const classTeachersData = z.array(classTeacherSchema);

/** How much a student's list needs the teacher: `error` (a check that blocks), `warning`, `ok`, or `none` (no list). */
export const DESK_ATTENTION = ['none', 'error', 'warning', 'ok'] as const;
export type DeskAttention = (typeof DESK_ATTENTION)[number];

/** One student of the class desk. */
export const deskStudentSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Masked: 138****0000. */
  phone: z.string(),
  joinedAt: z.string(),
  /** The latest exam result the student entered (total and rank), if any. */
  exam: z.object({ name: z.string(), total: z.number(), rank: z.number().int().nullable() }).nullable(),
  /** The most recently saved 志愿表 in use, with the live checks of it; null when there is none. */
  list: volunteerSummarySchema
    .pick({
      id: true,
      name: true,
      year: true,
      category: true,
      batch: true,
      score: true,
      rank: true,
      choiceCount: true,
      version: true,
      updatedAt: true,
    })
    .extend({
      /** The rank the list's estimates used: the given one, or the one the year's 一分一段 gives the score. */
      candidateRank: z.number().int().nullable(),
      tiers: z.object({ 冲: z.number().int(), 稳: z.number().int(), 保: z.number().int() }),
      checks: z.array(volunteerCheckSchema),
    })
    .nullable(),
  attention: z.enum(DESK_ATTENTION),
});
export type DeskStudent = z.output<typeof deskStudentSchema>;

/** `GET /api/admin/class/desk?id=`: the class and its students, those who need help first. */
export const classDeskData = z.object({
  class: classSummarySchema,
  students: z.array(deskStudentSchema),
});
export type ClassDesk = z.output<typeof classDeskData>;

/** `GET /api/admin/class/volunteer?id=&userId=&tableId=`: a student's list, read-only, with its versions. */
export const classVolunteerQuery = queryObject({ id: idParam, userId: idParam, tableId: idParam });

/** The student's own class, as the personal centre shows it. */
export const myClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  graduationYear: z.number().int(),
  teacherName: z.string(),
  joinedAt: z.string(),
});
export type MyClass = z.output<typeof myClassSchema>;
export const myClassData = myClassSchema.nullable();

/** `POST /api/class/join`: the join code the teacher gave (case, spaces, hyphens and look-alikes do not matter). */
export const joinClassBody = z.object({
  joinCode: z
    .string({ error: M.joinCodeRequired })
    .transform(normalizeJoinCode)
    .pipe(
      z
        .string()
        .min(1, { error: M.joinCodeRequired, abort: true })
        .regex(new RegExp(`^[0-9A-Z]{${JOIN_CODE_LENGTH}}$`), { error: M.joinCodeInvalid }),
    ),
});
export type JoinClassBody = z.input<typeof joinClassBody>;

/** A teacher's comment on a student's list: the whole list (`position` null) or one choice. */
export const classCommentSchema = z.object({
  id: z.number().int(),
  tableId: z.number().int(),
  /** The list's version it was made on. */
  version: z.number().int(),
  position: z.number().int().nullable(),
  /** What the choice was then (第 3 志愿：内蒙古大学（03组）), or 整张志愿表. */
  choiceLabel: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the student marked it done; null while open. */
  doneAt: z.string().nullable(),
  /** The student's one reply (issue 36); null until they reply. */
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable().optional(),
});
export type ClassComment = z.output<typeof classCommentSchema>;

export const COMMENT_MAX_LENGTH = 500;
/** Comments one list may carry: the list's page in the back office and a parent's view stay bounded. */
export const COMMENTS_PER_LIST_MAX = 200;

/** `POST /api/admin/class/comment`: a teacher's comment on a student's current list (or one choice of it). */
export const classCommentBody = z.object({
  id: idField(M.idInvalid),
  userId: idField(M.idInvalid),
  tableId: idField(M.idInvalid),
  position: labelled('志愿序号', idField(M.commentPositionInvalid)).optional(),
  body: labelled(
    '建议',
    z
      .string({ error: M.commentRequired })
      .trim()
      .min(1, { error: M.commentRequired, abort: true })
      .max(COMMENT_MAX_LENGTH, { error: M.commentTooLong }),
  ),
});
export type ClassCommentBody = z.input<typeof classCommentBody>;

/** `GET /api/admin/class/volunteer`: the list, its versions and the comments on it. */
export const classVolunteerData = z.object({
  table: volunteerTableSchema,
  versions: volunteerVersionsData,
  comments: z.array(classCommentSchema),
});

/** `GET /api/class/comments?page=&pageSize=`: a page of the comments on the student's own lists. */
export const myCommentsQuery = queryObject(pageParams);
export type MyCommentsQuery = z.input<typeof myCommentsQuery>;
/** The page: newest first, each with the list's name, and how many there are in all. */
export const myCommentsData = pageOf(classCommentSchema.extend({ listName: z.string() }));
export type MyComment = z.output<typeof myCommentsData>['items'][number];

/** `POST /api/class/comment/done`: the student marks a comment on their list done (or open again). */
export const commentDoneBody = z.object({
  id: idField(M.idInvalid),
  done: labelled('已处理', z.boolean({ error: M.flagInvalid })),
});

/** The longest a share link lives. */
export const SHARE_MAX_DAYS = 14;
/** Links of one list that may be active (neither revoked nor expired) at once. */
export const ACTIVE_SHARES_PER_LIST_MAX = 10;
/** Revoked and expired links a list keeps for its listing; older ones are removed when a link is made. */
export const ENDED_SHARES_PER_LIST_KEPT = 20;

/** `POST /api/volunteer/share/create`: a read-only link to one of the student's lists for their parents. */
export const createShareBody = z.object({
  id: idField(M.idInvalid),
  days: labelled(
    '有效天数',
    z
      .number({ error: M.shareDaysInvalid })
      .int({ error: M.shareDaysInvalid })
      .min(1, { error: M.shareDaysInvalid })
      .max(SHARE_MAX_DAYS, { error: M.shareDaysInvalid }),
  ).default(7),
});
export type CreateShareBody = z.input<typeof createShareBody>;

/** A share link as the student lists it (its secret is shown once, when made). */
export const shareSchema = z.object({
  id: z.number().int(),
  tableId: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** `active`, `expired` or `revoked`. */
  state: z.enum(['active', 'expired', 'revoked']),
});
export type Share = z.output<typeof shareSchema>;
export const shareListData = z.array(shareSchema);
/** The link just made: its secret `token` (the page is /share/volunteer?token=…). */
export const createdShareData = shareSchema.extend({ token: z.string() });
export type CreatedShare = z.output<typeof createdShareData>;
export const shareListQuery = queryObject({ id: idParam });
export const revokeShareBody = z.object({ id: idField(M.idInvalid) });

/** A link's secret: 32 random bytes in base64url, always 43 characters — a shorter one was cut off. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `GET /api/share/volunteer?token=`: what a parent sees — the list, its checks and the teacher's comments. */
export const sharedListQuery = queryObject({
  token: labelled(
    '分享链接',
    z.string({ error: M.shareTokenInvalid }).regex(SHARE_TOKEN_PATTERN, { error: M.shareTokenInvalid }),
  ),
});
export const sharedListData = z.object({
  table: volunteerTableSchema.omit({ id: true }),
  comments: z.array(classCommentSchema.omit({ tableId: true })),
  expiresAt: z.string(),
});
export type SharedList = z.output<typeof sharedListData>;
