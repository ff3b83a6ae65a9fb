// Guards what only a signed-in person may see (personal centre, favourites). Arriving signed out, it shows
// 需要登录 with a 登录 button and opens the login dialog; once signed in — in that dialog, without a reload —
// it renders its children. When the server later answers "not logged in", the session is cleared and the
// domain opens the dialog itself, so this falls back to the prompt and after login the children mount again
// and load afresh. Signing out deliberately on such a page opens nothing: the person just left.
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { openLoginAtom, openRegisterAtom } from '@zhiyuan/domain';
import { Button, Result } from '@zhiyuan/ui';
import { useSignedIn } from '@zhiyuan/feature-shared';
import { authMessages as t } from '../messages.ts';

export interface RequireLoginProps {
  children: ReactNode;
  /** Heading level of the prompt: h1 when the guarded content is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
}

export function RequireLogin({ children, titleAs = 'h2' }: RequireLoginProps) {
  const signedIn = useSignedIn();
  const openLogin = useSetAtom(openLoginAtom);
  const openRegister = useSetAtom(openRegisterAtom);

  const signedInOnArrival = useRef(signedIn);

  useEffect(() => {
    if (!signedInOnArrival.current) openLogin();
  }, [openLogin]);

  if (signedIn) return children;
  return (
    <Result
      status="401"
      title={t.requireLogin.title}
      titleAs={titleAs}
      description={t.requireLogin.description}
      extra={
        <>
          <Button variant="primary" onClick={openLogin}>
            {t.requireLogin.login}
          </Button>
          <Button variant="outline" onClick={openRegister}>
            {t.requireLogin.register}
          </Button>
        </>
      }
    />
  );
}
