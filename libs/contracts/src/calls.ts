/**
 * The registry of API calls: every call of the original site at its exact path (spec §7) plus the ones the
 * rebuild adds (public key, role switch, favourites list and removal, high-school editing for staff, the SMS
 * outbox for admins; the site config, announcements and articles, the college and major catalog, score
 * lines, the 一分一段 table, the admission search and its export, data imports, 模拟填报 recommendations and
 * the volunteer tables). The server registers one route per entry; `createApi` in @zhiyuan/domain makes one
 * function per entry. The calls are described by area in ./calls/.
 */
import { siteCalls } from './calls/site-calls.ts';
import { staffCalls } from './calls/staff-calls.ts';

/**
 * Every API call, by the name the browser's api functions use: the site's half and the back office's own
 * (two halves so that a browser loads only the schemas of the calls it makes).
 */
export const apiCalls = { ...siteCalls, ...staffCalls } as const;

/** The name of a call in {@link apiCalls}. */
export type ApiCallName = keyof typeof apiCalls;
/** The registry's type. */
export type ApiCalls = typeof apiCalls;
