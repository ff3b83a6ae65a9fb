// The thin bar above the navigation (spec §2): 欢迎访问 with the school's name (站点设置) and the site's title,
// the official-account QR code on hover, and the session's
// actions — personal centre and 退出 when signed in, 登录 and 注册 (which open their dialogs) otherwise.
// 登录 and 注册 are the submit buttons of plain GET forms to their pages (/login?redirect= this page,
// /user/register): a tap before the page's code has come — on a slow phone the server's page shows seconds
// before it hydrates — opens the page instead of being lost; once hydrated, the tap opens the dialog.
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SiteConfig } from '@zhiyuan/contracts';
import { loginStatusAtom, logoutAtom, nameAtom, openLoginAtom, openRegisterAtom } from '@zhiyuan/domain';
import { messages } from '../messages.ts';
import { QrTriggerButton } from './qr-trigger-button.tsx';

// The hover card (Radix popper, floating-ui) loads after the first screen; until then the same button shows.
const QrHoverCard = lazy(() => import('./qr-hover-card.tsx').then((m) => ({ default: m.QrHoverCard })));
// The open comments' badge comes with the personal centre's code, loaded for signed-in visitors only: it kept
// the whole feature in every visitor's first screen (3.4 KB gzip over its budget).
const OpenCommentsBadge = lazy(() =>
  import('./open-comments-badge.tsx').then((m) => ({ default: m.OpenCommentsBadge })),
);

const t = messages.topBar;
/** The sign-in and register pages a tap opens before the page has hydrated. */
const LOGIN_PATH = '/login';
const REGISTER_PATH = '/user/register';
const linkClass =
  'rounded-sm px-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';
const qrClass = `${linkClass} inline-flex items-center gap-1`;

export function TopBar({ config }: { config: SiteConfig }) {
  const signedIn = useAtomValue(loginStatusAtom) === '1';
  const name = useAtomValue(nameAtom);
  const logout = useSetAtom(logoutAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const openRegister = useSetAtom(openRegisterAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const inDialog = (open: () => void) => (event: FormEvent) => {
    event.preventDefault();
    open();
  };

  const onLogout = async () => {
    await logout();
    navigate('/home');
  };

  return (
    <div className="border-b bg-muted text-sm" role="region" aria-label={t.label}>
      <div className="mx-auto flex h-9 max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="hidden truncate text-muted-foreground sm:inline">
            {t.welcome}
            {config.schoolName}
            {config.siteTitle}
          </span>
          {config.qrCodes.follow && (
            <Suspense fallback={<QrTriggerButton className={qrClass} />}>
              <QrHoverCard src={config.qrCodes.follow} className={qrClass} />
            </Suspense>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {signedIn ? (
            <>
              <Link to="/user/user-profile" className={linkClass}>
                {name ? `${t.profile}（${name}）` : t.profile}
              </Link>
              <Suspense fallback={null}>
                <OpenCommentsBadge />
              </Suspense>
              <span aria-hidden="true" className="text-border">
                |
              </span>
              <button type="button" onClick={onLogout} className={`${linkClass} cursor-pointer`}>
                {t.logout}
              </button>
            </>
          ) : (
            <>
              <form method="get" action={LOGIN_PATH} onSubmit={inDialog(openLogin)} className="contents">
                <input type="hidden" name="redirect" value={here} />
                <button type="submit" className={`${linkClass} cursor-pointer`}>
                  {t.login}
                </button>
              </form>
              <span aria-hidden="true" className="text-border">
                |
              </span>
              <form
                method="get"
                action={REGISTER_PATH}
                onSubmit={inDialog(openRegister)}
                className="contents"
              >
                <button type="submit" className={`${linkClass} cursor-pointer`}>
                  {t.register}
                </button>
              </form>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
