// /login: the login form as a page; after signing in, on to `?redirect=` or /home.
import { LoginPanel } from '@zhiyuan/features/auth';

export function LoginPage() {
  return <LoginPanel />;
}
