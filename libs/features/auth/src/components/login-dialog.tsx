// The login dialog (400 px) of the whole site. It is open while the session's auth dialog is 'login': from
// 登录 in the top bar, from a page that needs a signed-in person, or because the server answered "not logged
// in". Closing it (Esc, 关闭) resets the login alert. 注册 swaps to the register dialog; 忘记密码 (the one way
// to recover a password) closes it and goes to /user/resetPassword.
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { authDialogAtom, closeLoginAtom, openRegisterAtom } from '@zhiyuan/domain';
import { Dialog } from '@zhiyuan/ui';
import { authMessages as t } from '../messages.ts';
import { LoginForm } from './login-form.tsx';
import { SentenceAction } from './sentence-action.tsx';

export const LOGIN_DIALOG_WIDTH = 400;
export const RESET_PASSWORD_PATH = '/user/resetPassword';

const linkClass =
  'text-sm text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring';

export function LoginDialog() {
  const open = useAtomValue(authDialogAtom) === 'login';
  const closeLogin = useSetAtom(closeLoginAtom);
  const openRegister = useSetAtom(openRegisterAtom);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeLogin();
      }}
      title={t.login.title}
      width={LOGIN_DIALOG_WIDTH}
    >
      <LoginForm
        focusOnMount
        onSuccess={closeLogin}
        passwordExtra={
          <Link to={RESET_PASSWORD_PATH} onClick={closeLogin} className={linkClass}>
            {t.login.forgotPassword}
          </Link>
        }
        footer={
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              {t.login.noAccount}
              <SentenceAction onClick={openRegister}>{t.login.register}</SentenceAction>
            </span>
          </div>
        }
      />
    </Dialog>
  );
}
