// @zhiyuan/feature-auth — signing in: the login and register dialogs with their host, the page versions of
// login, registration and password reset, the RequireLogin guard and the /auth-redirect hand-over.
export { AuthHost, preloadAuthDialogs } from './components/auth-host.tsx';
export {
  LOGIN_PATH,
  LoginPanel,
  PROFILE_PATH,
  REGISTER_PATH,
  RegisterPanel,
  ResetPasswordPanel,
} from './components/auth-panels.tsx';
export { AuthRedirect } from './components/auth-redirect.tsx';
export { LOGIN_DIALOG_WIDTH, LoginDialog, RESET_PASSWORD_PATH } from './components/login-dialog.tsx';
export { LoginForm, type LoginFormProps } from './components/login-form.tsx';
export { REGISTER_DIALOG_WIDTH, RegisterDialog } from './components/register-dialog.tsx';
export { RegisterForm, type RegisterFormProps } from './components/register-form.tsx';
export { RequireLogin, type RequireLoginProps } from './components/require-login.tsx';
export { ResetPasswordForm, type ResetPasswordFormProps } from './components/reset-password-form.tsx';
export { useSessionBootstrap } from './api/use-session-bootstrap.ts';
export { useSignIn } from './api/use-sign-in.ts';
export { useAccountQueryReset } from './hooks/use-account-query-reset.ts';
export { DEFAULT_REDIRECT, safeRedirect, useRedirectTarget } from './hooks/use-redirect-target.ts';
export { authMessages } from './messages.ts';
