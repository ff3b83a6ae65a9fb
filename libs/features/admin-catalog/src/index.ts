// @zhiyuan/feature-admin-catalog — 院校库 and 专业库 in the back office (editors and admins): a college's 简介,
// 招生章程 (Markdown), 官网 (http/https only), 院校类型 and 校徽; a major's introduction.
export { CollegeCatalogPage } from './components/college-catalog-page.tsx';
export { MajorCatalogPage } from './components/major-catalog-page.tsx';
export { adminCatalogMessages } from './messages.ts';
