// /auth-redirect?redirect=/path: signs in if needed, then goes to the path.
import { AuthRedirect } from '@zhiyuan/feature-auth';

export function AuthRedirectPage() {
  return <AuthRedirect />;
}
