// @zhiyuan/feature-admin-dashboard — the back office's 控制台 (all staff).
export { DASHBOARD_LINKS, DashboardPage } from './dashboard-page.tsx';
