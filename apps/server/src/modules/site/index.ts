// The site module (站点设置): owns site_settings and key_dates, answers `GET /api/site/config`, the back office's
// settings form and 填报日程, gives the CLI the setting keys and their writer, and every module that needs
// 当前年份 its reader.
import type { CallHandlers } from '../../http/calls.ts';
import { siteHandlers, type SiteCalls, type SiteDeps } from './handlers.ts';
import { keyDateHandlers, type KeyDateCalls } from './key-dates.ts';

export { currentYearProblem, currentYearReader } from './current-year.ts';
export { isSiteSettingKey, SITE_SETTINGS, writeSiteSetting, type SiteSettingKey } from './settings.ts';
export type { SiteDeps } from './handlers.ts';

export function createSite(deps: SiteDeps): { handlers: Pick<CallHandlers, SiteCalls | KeyDateCalls> } {
  return { handlers: { ...siteHandlers(deps), ...keyDateHandlers(deps) } };
}
