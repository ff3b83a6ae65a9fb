// @zhiyuan/feature-admin-site-settings — 站点设置 in the back office (admins only): school name, site title,
// contact line, copyright, filing number, two QR code uploads and the external navigation links, in one form
// that reaches the site at once; and 填报日程 (editors and admins), the season's key dates the site shows.
export { SiteSettingsPage } from './components/site-settings-page.tsx';
export { KeyDatesPage } from './components/key-dates-page.tsx';
export { adminSiteMessages } from './messages.ts';
