/**
 * The back office's own calls (logs, users, content, the office's settings and data, the data imports): the
 * public site never makes them, so it never loads their schemas.
 */
// First: zod's Chinese messages and, in a browser, no eval (locale.ts) — this entry loads without the index.
import '../locale.ts';
import { adminContentCalls } from './admin-content.ts';
import { adminLogCalls } from './admin-logs.ts';
import { adminOfficeCalls } from './admin-office.ts';
import { adminUserCalls } from './admin-users.ts';
import { classFileCalls } from './class-files.ts';
import { classListCalls } from './class-lists.ts';
import { importCalls } from './imports.ts';

export const staffCalls = {
  ...adminLogCalls,
  ...adminUserCalls,
  ...adminContentCalls,
  ...adminOfficeCalls,
  ...importCalls,
  ...classFileCalls,
  ...classListCalls,
} as const;
