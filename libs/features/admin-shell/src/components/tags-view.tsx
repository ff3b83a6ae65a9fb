// The tags view under the top bar (spec §4): a tab per visited page, added once per path and cached by
// component name unless the route says noCache; the affixed pages (控制台) open first and cannot be closed.
// Each tab has a close button; right-click (or the context-menu key) opens 刷新 / 关闭 / 关闭其他 / 全部关闭.
// Closing the page being shown moves to the last open tab.
import { useAtomValue, useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  addViewAtom,
  closeAllViewsAtom,
  closeOtherViewsAtom,
  closeViewAtom,
  removeCachedViewAtom,
  visitedViewsAtom,
  type TagsViewLists,
  type VisitedView,
} from '@zhiyuan/domain';
import { cn } from '@zhiyuan/ui';
import { affixRoutes, firstPage, matchAdminRoute, type AdminRoute } from '../admin-route.ts';
import { shellMessages as t } from '../messages.ts';
import { refreshPathAtom } from '../refresh.ts';

export interface TagsViewProps {
  routes: readonly AdminRoute[];
}

function viewOf(route: AdminRoute, path: string, fullPath: string) {
  return {
    path,
    fullPath,
    ...(route.name ? { name: route.name } : {}),
    meta: {
      title: route.meta.title,
      ...(route.meta.noCache ? { noCache: true } : {}),
      ...(route.meta.affix ? { affix: true } : {}),
    },
  };
}

interface MenuState {
  view: VisitedView;
  x: number;
  y: number;
}

export function TagsView({ routes }: TagsViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const views = useAtomValue(visitedViewsAtom);
  const addView = useSetAtom(addViewAtom);
  const closeView = useSetAtom(closeViewAtom);
  const closeOthers = useSetAtom(closeOtherViewsAtom);
  const closeAll = useSetAtom(closeAllViewsAtom);
  const removeCached = useSetAtom(removeCachedViewAtom);
  const refreshPath = useSetAtom(refreshPathAtom);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // The affixed pages first, then the page shown (added only if its path is new).
  useEffect(() => {
    for (const route of affixRoutes(routes)) addView(viewOf(route, route.path, route.path));
  }, [routes, addView]);
  useEffect(() => {
    const matched = matchAdminRoute(routes, location.pathname);
    if (matched) addView(viewOf(matched.route, location.pathname, location.pathname + location.search));
  }, [routes, location.pathname, location.search, addView]);

  useEffect(() => {
    if (!menu) return;
    menuRef.current?.querySelector('button')?.focus();
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  const isActive = (view: VisitedView) => view.path === location.pathname;

  // After a close: if the page shown is gone, go to the last open tab (or the first page).
  function toLastView(lists: TagsViewLists, closed: VisitedView | null) {
    if (closed && !isActive(closed) && lists.visitedViews.some(isActive)) return;
    if (lists.visitedViews.some(isActive)) return;
    const last = lists.visitedViews.at(-1);
    navigate(last?.fullPath ?? last?.path ?? firstPage(routes) ?? '/');
  }

  function closeSelected(view: VisitedView) {
    if (view.meta?.affix) return;
    toLastView(closeView(view), view);
  }

  function closeOthersOf(view: VisitedView) {
    if (!isActive(view)) navigate(view.fullPath ?? view.path);
    closeOthers(view);
  }

  function closeAllViews() {
    toLastView(closeAll(), null);
  }

  function refresh(view: VisitedView) {
    removeCached(view);
    refreshPath(view.path);
    if (!isActive(view)) navigate(view.fullPath ?? view.path);
  }

  function openMenu(event: MouseEvent, view: VisitedView) {
    event.preventDefault();
    setMenu({ view, x: event.clientX, y: event.clientY });
  }

  function onMenuKey(event: KeyboardEvent) {
    if (event.key === 'Escape') setMenu(null);
  }

  return (
    <div data-testid="tags-view" className="relative border-b border-border bg-card px-2 py-1 shadow-sm">
      <nav aria-label={t.tagsView}>
        <ul className="flex gap-1 overflow-x-auto">
          {views.map((view) => (
            <li
              key={view.path}
              data-testid="tag"
              data-active={isActive(view) || undefined}
              data-affix={view.meta?.affix || undefined}
              className={cn(
                'flex shrink-0 items-center rounded-sm border text-xs',
                isActive(view)
                  ? 'border-primary-strong bg-primary-strong text-primary-foreground'
                  : 'border-border bg-background text-foreground',
              )}
              onContextMenu={(event) => openMenu(event, view)}
            >
              <Link
                to={view.fullPath ?? view.path}
                aria-current={isActive(view) ? 'page' : undefined}
                className="px-2 py-1 outline-none focus-visible:underline"
              >
                {view.title}
              </Link>
              {!view.meta?.affix && (
                <button
                  type="button"
                  aria-label={t.closeTag(view.title)}
                  className="mr-1 grid size-4 place-items-center rounded-full hover:bg-black/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => closeSelected(view)}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {menu && (
        <div
          ref={menuRef}
          role="menu"
          aria-label={t.tagsMenu}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          style={{ left: menu.x, top: menu.y }}
          className="fixed z-50 min-w-28 rounded-md border border-border bg-popover py-1 text-sm shadow-lg"
        >
          <MenuItem label={t.refresh} onSelect={() => refresh(menu.view)} />
          {!menu.view.meta?.affix && <MenuItem label={t.close} onSelect={() => closeSelected(menu.view)} />}
          <MenuItem label={t.closeOthers} onSelect={() => closeOthersOf(menu.view)} />
          <MenuItem label={t.closeAll} onSelect={closeAllViews} />
        </div>
      )}
    </div>
  );
}

function MenuItem({ label, onSelect }: { label: string; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="menuitem"
      className="block w-full px-4 py-1.5 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
      onClick={onSelect}
    >
      {label}
    </button>
  );
}
