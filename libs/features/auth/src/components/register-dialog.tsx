// The register dialog, open while the session's auth dialog is 'register'; 去登录 swaps back to login.
import { useAtomValue, useSetAtom } from 'jotai';
import { authDialogAtom, closeRegisterAtom, openLoginAtom } from '@zhiyuan/domain';
import { Dialog } from '@zhiyuan/ui';
import { authMessages as t } from '../messages.ts';
import { RegisterForm } from './register-form.tsx';
import { SentenceAction } from './sentence-action.tsx';

export const REGISTER_DIALOG_WIDTH = 440;

export function RegisterDialog() {
  const open = useAtomValue(authDialogAtom) === 'register';
  const closeRegister = useSetAtom(closeRegisterAtom);
  const openLogin = useSetAtom(openLoginAtom);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeRegister();
      }}
      title={t.register.title}
      width={REGISTER_DIALOG_WIDTH}
    >
      <div className="flex flex-col gap-3">
        <RegisterForm
          focusOnMount
          onSuccess={({ signedIn }) => {
            if (signedIn) closeRegister();
          }}
        />
        <p className="text-center text-sm text-muted-foreground">
          {t.register.hasAccount}
          <SentenceAction onClick={openLogin}>{t.register.toLogin}</SentenceAction>
        </p>
      </div>
    </Dialog>
  );
}
