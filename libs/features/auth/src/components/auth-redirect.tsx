// /auth-redirect?redirect=/path: the hand-over after signing in. Signed in, it goes to the path (a path of
// this site, else /home); signed out, it asks for the login and goes on once it succeeds.
import { Navigate } from 'react-router';
import { useRedirectTarget } from '../hooks/use-redirect-target.ts';
import { RequireLogin } from './require-login.tsx';

export function AuthRedirect() {
  const target = useRedirectTarget();
  return (
    <RequireLogin titleAs="h1">
      <Navigate to={target} replace />
    </RequireLogin>
  );
}
