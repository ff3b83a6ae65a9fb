/**
 * The registry of API calls: every call of the original site at its exact path (spec §7) plus the ones the
 * rebuild adds (public key, role switch, favourites list and removal, high-school editing for staff, the SMS
 * outbox for admins; the site config, announcements and articles, the college and major catalog, score
 * lines, the 一分一段 table, the admission search and its export, data imports, 模拟填报 recommendations and
 * the volunteer tables). The server registers one route per entry; `createApi` in @zhiyuan/domain makes one
 * function per entry. The calls are described by area in ./calls/.
 */
import { accountCalls } from './calls/account.ts';
import { adminContentCalls } from './calls/admin-content.ts';
import { adminLogCalls } from './calls/admin-logs.ts';
import { adminOfficeCalls } from './calls/admin-office.ts';
import { adminUserCalls } from './calls/admin-users.ts';
import { catalogCalls } from './calls/catalog.ts';
import { classCalls } from './calls/classes.ts';
import { contentCalls } from './calls/content.ts';
import { dataCalls } from './calls/data.ts';
import { studentCalls } from './calls/student.ts';
import { volunteerCalls } from './calls/volunteers.ts';

/** Every API call, by the name the browser's api functions use. */
export const apiCalls = {
  ...accountCalls,
  ...studentCalls,
  ...contentCalls,
  ...catalogCalls,
  ...dataCalls,
  ...volunteerCalls,
  ...classCalls,
  ...adminLogCalls,
  ...adminUserCalls,
  ...adminContentCalls,
  ...adminOfficeCalls,
} as const;

/** The name of a call in {@link apiCalls}. */
export type ApiCallName = keyof typeof apiCalls;
/** The registry's type. */
export type ApiCalls = typeof apiCalls;
