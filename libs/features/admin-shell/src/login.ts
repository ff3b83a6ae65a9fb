// `@zhiyuan/feature-admin-shell/login` — the sign-in page alone, for an app that loads it before (and without)
// the layout: the back office's first screen is this page, and the layout's code follows only after sign-in.
export { AdminLoginPage, safeAdminRedirect } from './components/admin-login-page.tsx';
