// The sidebar: 210 px wide when open, icons only (54 px) when closed on a desktop, hidden when closed on a
// mobile device (under 992 px), where the open sidebar lies over the page with a shade that closes it. The
// menu is generated from the routes the active role may see; hidden routes stay out of it.
import { useAtomValue, useSetAtom } from 'jotai';
import { NavLink } from 'react-router';
import { closeSidebarAtom, deviceAtom, settingsAtom, sidebarAtom } from '@zhiyuan/domain';
import { cn } from '@zhiyuan/ui';
import type { AdminRoute } from '../admin-route.ts';
import { shellMessages as t } from '../messages.ts';
import { MenuIcon } from './menu-icon.tsx';

/** Spec §9: the sidebar is 210 px wide. */
export const SIDEBAR_WIDTH = 210;
/** Width of the closed sidebar on a desktop (icons only). */
export const SIDEBAR_COLLAPSED_WIDTH = 54;

export interface SidebarProps {
  routes: readonly AdminRoute[];
}

function visible(routes: readonly AdminRoute[] | undefined): AdminRoute[] {
  return (routes ?? []).filter((route) => !route.hidden);
}

function MenuLink({
  route,
  collapsed,
  onNavigate,
}: {
  route: AdminRoute;
  collapsed: boolean;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      to={route.path}
      title={collapsed ? route.meta.title : undefined}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex h-12 items-center gap-3 px-5 text-sm text-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
          isActive && 'bg-primary-soft font-medium text-primary-strong',
          collapsed && 'justify-center px-0',
        )
      }
    >
      <MenuIcon icon={route.meta.icon} />
      <span className={cn('truncate', collapsed && 'sr-only')}>{route.meta.title}</span>
    </NavLink>
  );
}

export function Sidebar({ routes }: SidebarProps) {
  const { opened, withoutAnimation } = useAtomValue(sidebarAtom);
  const device = useAtomValue(deviceAtom);
  const { sidebarLogo } = useAtomValue(settingsAtom);
  const closeSidebar = useSetAtom(closeSidebarAtom);
  const mobile = device === 'mobile';
  const collapsed = !opened && !mobile;
  const hidden = !opened && mobile;
  // On a mobile device a choice in the menu closes the sidebar, so the page is seen.
  const onNavigate = () => {
    if (mobile) closeSidebar(false);
  };

  return (
    <>
      {mobile && opened && (
        <div
          data-testid="sidebar-shade"
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-overlay"
          onClick={() => closeSidebar(false)}
        />
      )}
      <aside
        data-testid="sidebar"
        data-state={opened ? 'open' : 'closed'}
        data-device={device}
        hidden={hidden}
        style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
        className={cn(
          'z-40 flex h-full shrink-0 flex-col overflow-y-auto border-r border-border bg-card',
          !withoutAnimation && 'transition-[width] duration-200',
          mobile ? 'fixed inset-y-0 left-0' : 'sticky top-0 h-screen',
        )}
      >
        {sidebarLogo && (
          <div
            data-testid="sidebar-logo"
            className="flex h-12 items-center gap-2 px-4 font-semibold text-primary-strong"
          >
            <span
              aria-hidden="true"
              className="grid size-7 place-items-center rounded bg-primary text-primary-foreground"
            >
              志
            </span>
            <span className={cn('truncate', collapsed && 'sr-only')}>{t.systemName}</span>
          </div>
        )}
        <nav aria-label={t.menu}>
          <ul>
            {visible(routes).map((route) => {
              const children = visible(route.children);
              if (route.component || children.length === 0) {
                return route.component ? (
                  <li key={route.path}>
                    <MenuLink route={route} collapsed={collapsed} onNavigate={onNavigate} />
                  </li>
                ) : null;
              }
              return (
                <li key={route.path}>
                  <div
                    className={cn(
                      'flex h-10 items-center gap-3 px-5 text-xs text-muted-foreground',
                      collapsed && 'justify-center px-0',
                    )}
                    title={collapsed ? route.meta.title : undefined}
                  >
                    <MenuIcon icon={route.meta.icon} />
                    <span className={cn(collapsed && 'sr-only')}>{route.meta.title}</span>
                  </div>
                  <ul aria-label={route.meta.title}>
                    {children.map((child) => (
                      <li key={child.path}>
                        <MenuLink route={child} collapsed={collapsed} onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
}
