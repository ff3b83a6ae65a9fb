// The breadcrumb of spec §2, built by the domain's pure helper from the matched routes. Paths beginning
// /redirect/ keep the breadcrumb of the page being refreshed. The home page shows none: a lone 首页 adds nothing.
import { User } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { buildBreadcrumb, shouldRebuildBreadcrumb, type BreadcrumbItem } from '@zhiyuan/domain';
import { Breadcrumb } from '@zhiyuan/ui';
import { toRouteRecords } from '../app/route-handle.ts';

const sameItems = (a: readonly BreadcrumbItem[], b: readonly BreadcrumbItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

export function SiteBreadcrumb() {
  const matches = useMatches();
  const params = useParams();
  const { pathname } = useLocation();
  const built = shouldRebuildBreadcrumb(pathname) ? buildBreadcrumb(toRouteRecords(matches), params) : null;
  const [kept, setKept] = useState<readonly BreadcrumbItem[]>([]);
  if (built && !sameItems(built, kept)) setKept(built);
  const items = built ?? kept;

  if (items.length < 2) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 print:hidden">
      <Breadcrumb
        items={items.map((item) => ({
          title: item.title,
          ...(item.to ? { href: item.to } : {}),
          ...(item.icon ? { icon: <User /> } : {}),
        }))}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
    </div>
  );
}
