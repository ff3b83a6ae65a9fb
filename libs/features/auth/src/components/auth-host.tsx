// Mounted once in the site's layout: the login and register dialogs (so they open on any page), the quiet
// check of a remembered session at start, the reset of cached account data whenever the token changes, and
// focus given back to where it was when a dialog closes.
import { useSessionBootstrap } from '../api/use-session-bootstrap.ts';
import { useAccountQueryReset } from '../hooks/use-account-query-reset.ts';
import { useRestoreFocus } from '../hooks/use-restore-focus.ts';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

export function AuthHost() {
  useSessionBootstrap();
  useAccountQueryReset();
  useRestoreFocus();
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
    </>
  );
}
