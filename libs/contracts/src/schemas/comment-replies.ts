/**
 * Comments where the decision is made (issue 36): the student replies once to each teacher's comment, and the
 * site shows how many comments are still open (the badge in the header and in 个人中心).
 */
import * as z from 'zod';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { COMMENT_MAX_LENGTH } from './classes.ts';
import { idField } from './query.ts';

/** `POST /api/class/comment/reply`: the student's reply to a comment on their own list (once). */
export const commentReplyBody = z.object({
  id: idField(M.idInvalid),
  body: labelled(
    '回复',
    z
      .string({ error: '请填写回复' })
      .trim()
      .min(1, { error: '请填写回复', abort: true })
      .max(COMMENT_MAX_LENGTH, { error: `回复不能超过${COMMENT_MAX_LENGTH}个字` }),
  ),
});
export type CommentReplyBody = z.input<typeof commentReplyBody>;

/** `GET /api/class/comments/open`: how many of the teachers' comments on the student's lists are not done. */
export const openCommentsData = z.object({ open: z.number().int().nonnegative() });
export type OpenComments = z.output<typeof openCommentsData>;
