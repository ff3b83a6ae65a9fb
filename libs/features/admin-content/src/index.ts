// @zhiyuan/feature-admin-content — 内容 in the back office (editors and admins): the lists of 高考公告, 强基计划,
// 院校解读 and 专业解读 with search, status filter and recycle bin, publish/unpublish, pin, delete and restore; and
// the editor with its Markdown live preview (the site's own renderer) and picture upload. The app mounts one
// list and one editor per section: `<base>/<section>` → ContentListPage, `<base>/<section>/new` and
// `<base>/<section>/:id` → ContentEditorPage.
export { ContentListPage, type ContentListPageProps } from './components/content-list-page.tsx';
export { ContentEditorPage, type ContentEditorPageProps } from './components/content-editor-page.tsx';
export { CONTENT_SECTIONS, type ContentSection } from './api/content.ts';
export { adminContentMessages } from './messages.ts';
