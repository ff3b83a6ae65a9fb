// The site module (站点设置): owns site_settings, answers `GET /api/site/config` and the back office's
// settings form, and gives the CLI the setting keys and their writer.
import type { CallHandlers } from '../../http/calls.ts';
import { siteHandlers, type SiteCalls, type SiteDeps } from './handlers.ts';

export { isSiteSettingKey, SITE_SETTINGS, writeSiteSetting, type SiteSettingKey } from './settings.ts';
export type { SiteDeps } from './handlers.ts';

export function createSite(deps: SiteDeps): { handlers: Pick<CallHandlers, SiteCalls> } {
  return { handlers: siteHandlers(deps) };
}
