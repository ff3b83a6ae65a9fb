// The login and register dialogs of the whole site, loaded by AuthHost the first time one of them opens.
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

export function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <RegisterDialog />
    </>
  );
}
