// The page versions of the auth forms, for /login, /user/register and /user/resetPassword: a card with a
// level-one heading, the form, and links that lead on.
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { openLoginAtom } from '@zhiyuan/domain';
import { Card, CardContent, CardDescription, CardHeader } from '@zhiyuan/ui';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { useSignedIn } from '@zhiyuan/feature-shared';
import { authMessages as t } from '../messages.ts';
import { LoginForm } from './login-form.tsx';
import { RESET_PASSWORD_PATH } from './login-dialog.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { SentenceAction } from './sentence-action.tsx';

export const REGISTER_PATH = '/user/register';
export const LOGIN_PATH = '/login';
export const PROFILE_PATH = '/user/user-profile';

const linkClass =
  'text-sm text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring';
/** A link inside a sentence is underlined: its colour alone would not set it apart (WCAG 1.4.1). */
const inlineLinkClass = `${linkClass} underline underline-offset-2`;

function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        {/* The page's only heading, so level one (CardTitle stops at h2). */}
        <h1 className="text-xl leading-7 font-medium">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /login: signs in and goes to `?redirect=` (a path of this site) or /home; signed in already, goes at once. */
export function LoginPanel() {
  const target = useRedirectTarget();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <AuthCard title={t.login.title}>
      <LoginForm
        onSuccess={() => navigate(target, { replace: true })}
        passwordExtra={
          <Link to={RESET_PASSWORD_PATH} className={linkClass}>
            {t.login.forgotPassword}
          </Link>
        }
        footer={
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {t.login.noAccount}
              <Link to={REGISTER_PATH} className={inlineLinkClass}>
                {t.login.register}
              </Link>
            </span>
          </div>
        }
      />
    </AuthCard>
  );
}

/** /user/register: after registering (and the automatic sign-in) goes to the personal centre. */
export function RegisterPanel() {
  const signedIn = useSignedIn();
  const openLogin = useSetAtom(openLoginAtom);
  if (signedIn) return <Navigate to={PROFILE_PATH} replace />;
  return (
    <AuthCard title={t.register.title}>
      <div className="flex flex-col gap-3">
        <RegisterForm />
        <p className="text-center text-sm text-muted-foreground">
          {t.register.hasAccount}
          <SentenceAction onClick={openLogin}>{t.register.toLogin}</SentenceAction>
        </p>
      </div>
    </AuthCard>
  );
}

/** The personal centre's 修改密码 tab: where a signed-in person changes the password. */
const CHANGE_PASSWORD_PATH = '/user/user-profile?tab=password';

/** /user/resetPassword: after the reset, on to /login. */
export function ResetPasswordPanel() {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  if (signedIn) {
    // Someone signed in knows a way in: the SMS reset is for those who cannot sign in.
    return (
      <AuthCard title={t.resetPassword.title}>
        <p className="text-sm">{t.resetPassword.signedIn}</p>
        <Link to={CHANGE_PASSWORD_PATH} className={linkClass}>
          {t.resetPassword.toChangePassword}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.resetPassword.title} description={t.resetPassword.description}>
      <div className="flex flex-col gap-3">
        <ResetPasswordForm onSuccess={() => navigate(LOGIN_PATH)} />
        <p className="text-center">
          <Link to={LOGIN_PATH} className={linkClass}>
            {t.resetPassword.backToLogin}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
