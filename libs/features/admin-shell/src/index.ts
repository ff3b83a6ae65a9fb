// @zhiyuan/feature-admin-shell — the back office's shell (spec §3, §4, §8, §9): the sign-in page, the layout
// (sidebar with the menu of the routes the active role may see, navbar with breadcrumb, fullscreen, size,
// role switch and avatar menu, tags view, settings panel), the page outlet with kept-alive pages, the error
// log page, and the route table's types and helpers. The app defines the table itself.
export {
  affixRoutes,
  breadcrumbRecords,
  firstPage,
  leafRoutes,
  matchAdminRoute,
  type AdminIcon,
  type AdminRoute,
  type AdminRouteMeta,
  type MatchedRoute,
} from './admin-route.ts';
export { AdminLayout, type AdminLayoutProps } from './components/admin-layout.tsx';
export { AdminLoginPage, safeAdminRedirect } from './components/admin-login-page.tsx';
export { AppMain, type AppMainProps } from './components/app-main.tsx';
export { ErrorLogPage } from './components/error-log-page.tsx';
export { MenuIcon } from './components/menu-icon.tsx';
export { Navbar, type NavbarProps } from './components/navbar.tsx';
export { SettingsPanel, type SettingsPanelProps } from './components/settings-panel.tsx';
export { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar, type SidebarProps } from './components/sidebar.tsx';
export { TagsView, type TagsViewProps } from './components/tags-view.tsx';
export { SIZE_LABELS, shellMessages } from './messages.ts';
