/**
 * Comments where the decision is made (issue 36): the student's one reply to each teacher's comment, and the
 * number of comments still open for the site's badge.
 */
import { defineCall } from '../call.ts';
import { classCommentSchema } from '../schemas/classes.ts';
import { commentReplyBody, openCommentsData } from '../schemas/comment-replies.ts';

export const commentReplyCalls = {
  replyToComment: defineCall({
    method: 'POST',
    path: '/api/class/comment/reply',
    access: 'user',
    summary: '回复老师对我的志愿表的建议（每条建议回复一次，老师在班级工作台看到）',
    body: commentReplyBody,
    response: classCommentSchema,
  }),
  countOpenComments: defineCall({
    method: 'GET',
    path: '/api/class/comments/open',
    access: 'user',
    summary: '老师的建议中尚未处理的条数（网站顶部和个人中心的角标）',
    response: openCommentsData,
  }),
} as const;
