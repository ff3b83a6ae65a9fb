/**
 * The calls the public site makes (accounts, the student's data, content, the catalog, the admission data,
 * 模拟填报, the volunteer tables, classes) — and that the back office makes too. The browser loads this half of
 * the registry with its first call; the back office's own calls (staff-calls.ts) load only where they are used.
 */
// First: zod's Chinese messages and, in a browser, no eval (locale.ts) — this entry loads without the index.
import '../locale.ts';
import { accountCalls } from './account.ts';
import { catalogCalls } from './catalog.ts';
import { classCalls } from './classes.ts';
import { commentReplyCalls } from './comment-replies.ts';
import { contentCalls } from './content.ts';
import { dataCalls } from './data.ts';
import { studentCalls } from './student.ts';
import { volunteerCalls } from './volunteers.ts';

export const siteCalls = {
  ...accountCalls,
  ...studentCalls,
  ...contentCalls,
  ...catalogCalls,
  ...dataCalls,
  ...volunteerCalls,
  ...classCalls,
  ...commentReplyCalls,
} as const;
