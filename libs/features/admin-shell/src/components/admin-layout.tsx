// The back office's frame around every page: the sidebar, the top bar (navbar and, if on, the tags view;
// fixed to the top when the setting says so) and the page outlet, for a signed-in staff member. The page
// title is `route title - 后台` (spec §2).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { buildBreadcrumb, closeAllViewsAtom, pageTitle, settingsAtom } from '@zhiyuan/domain';
import { LoadingSkeleton, cn } from '@zhiyuan/ui';
import { breadcrumbRecords, firstPage, matchAdminRoute } from '../admin-route.ts';
import { useAdminSession } from '../hooks/use-admin-session.ts';
import { useDevice } from '../hooks/use-device.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { shellMessages as t } from '../messages.ts';
import { AppMain } from './app-main.tsx';
import { ForcedPasswordChange } from './forced-password-change.tsx';
import { Navbar } from './navbar.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { Sidebar } from './sidebar.tsx';
import { TagsView } from './tags-view.tsx';

export interface AdminLayoutProps {
  /** The document title's second half. */
  siteTitle?: string;
}

export function AdminLayout({ siteTitle = t.systemName }: AdminLayoutProps) {
  useDevice();
  const { state, routes, passwordChanged } = useAdminSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const settings = useAtomValue(settingsAtom);
  const logout = useLogout();
  const closeAll = useSetAtom(closeAllViewsAtom);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const matched = useMemo(() => matchAdminRoute(routes, pathname), [routes, pathname]);
  const home = firstPage(routes) ?? '/';

  useEffect(() => {
    document.title = pageTitle(matched?.route.meta.title, siteTitle);
  }, [matched, siteTitle]);

  if (state === 'signed-out') {
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (state === 'loading') {
    return (
      <div className="p-6">
        <LoadingSkeleton label={t.loadingUser} rows={4} />
      </div>
    );
  }
  if (state === 'must-change-password') {
    return <ForcedPasswordChange onChanged={passwordChanged} onLogout={() => void logout()} />;
  }
  // `/` and the breadcrumb's home entry (/home) lead to the first page the role may open.
  if (pathname === '/' || pathname === '/home') return <Navigate to={home} replace />;

  const breadcrumb = buildBreadcrumb(breadcrumbRecords(matched?.chain ?? []), matched?.params ?? {});

  return (
    <div className="flex min-h-screen bg-muted/40">
      <Sidebar routes={routes} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div data-testid="admin-header" className={cn(settings.fixedHeader && 'sticky top-0 z-20')}>
          <Navbar
            breadcrumb={breadcrumb}
            onOpenSettings={() => setSettingsOpen(true)}
            onLogout={() => void logout()}
            onRoleSwitched={() => {
              // To the new role's first page, with every tab but the affixed ones closed (spec §4).
              navigate('/');
              closeAll();
            }}
          />
          {settings.tagsView && <TagsView routes={routes} />}
        </div>
        <AppMain routes={routes} home={home} />
      </div>
      <SettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} />
    </div>
  );
}
