/** The back office's own calls (logs, users, content, the office's settings and data), under /api/admin/. */
import { adminContentCalls } from './admin-content.ts';
import { adminLogCalls } from './admin-logs.ts';
import { adminOfficeCalls } from './admin-office.ts';
import { adminUserCalls } from './admin-users.ts';

export const staffCalls = {
  ...adminLogCalls,
  ...adminUserCalls,
  ...adminContentCalls,
  ...adminOfficeCalls,
} as const;
