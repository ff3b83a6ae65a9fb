// The page outlet. The page shown is the route of the current path in the filtered table (a route the role
// may not see is not there: 页面不存在). Pages named in the tags view's cache stay mounted but hidden
// (React's Activity) while another tab is shown, so their state survives — the original's keep-alive; a
// route with noCache is mounted afresh each time. 刷新 on a tab mounts its page again.
import { useAtomValue } from 'jotai';
import { Activity, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cachedViewsAtom } from '@zhiyuan/domain';
import { Button, LoadingSkeleton, Result } from '@zhiyuan/ui';
import { leafRoutes, matchAdminRoute, type AdminRoute } from '../admin-route.ts';
import { shellMessages as t } from '../messages.ts';
import { refreshCountAtom } from '../refresh.ts';

export interface AppMainProps {
  routes: readonly AdminRoute[];
  /** Where 返回控制台 leads. */
  home: string;
}

function Page({ component: Component }: { component: ComponentType }): ReactNode {
  return (
    <Suspense fallback={<LoadingSkeleton rows={6} />}>
      <Component />
    </Suspense>
  );
}

export function AppMain({ routes, home }: AppMainProps) {
  const { pathname } = useLocation();
  const cached = useAtomValue(cachedViewsAtom);
  const refreshCounts = useAtomValue(refreshCountAtom);
  const matched = matchAdminRoute(routes, pathname);
  const current = matched?.route;
  // Kept-alive pages other than the current one, by name (only routes without params can be kept this way).
  const kept = leafRoutes(routes)
    .map((leaf) => leaf.route)
    .filter(
      (route) => route !== current && route.name && cached.includes(route.name) && !route.path.includes(':'),
    );

  return (
    <main id="admin-main" className="min-w-0 flex-1 p-3 sm:p-5">
      {kept.map((route) => (
        <Activity key={route.path} mode="hidden">
          <Page key={refreshCounts[route.path] ?? 0} component={route.component as ComponentType} />
        </Activity>
      ))}
      {current?.component ? (
        <Activity key={current.path} mode="visible">
          <Page key={`${pathname}#${refreshCounts[pathname] ?? 0}`} component={current.component} />
        </Activity>
      ) : (
        <Result
          status="404"
          title={t.notFoundTitle}
          description={t.notFoundBody}
          extra={
            <Button asChild variant="primary">
              <Link to={home}>{t.backToDashboard}</Link>
            </Button>
          }
        />
      )}
    </main>
  );
}
