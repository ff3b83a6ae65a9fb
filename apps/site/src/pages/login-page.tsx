// /login: the login form as a page; after signing in, on to `?redirect=` or /home.
import { LoginPanel } from '@zhiyuan/feature-auth';

export function LoginPage() {
  return <LoginPanel />;
}
