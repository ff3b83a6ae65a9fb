// Presentational breadcrumb: the app computes the items from its matched routes (spec §2) and passes them in.
// The last item and items without href are plain text; links go through `renderLink` so that an app can use
// its router's link component.
import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';

export interface BreadcrumbItem {
  title: ReactNode;
  href?: string;
  icon?: ReactNode;
  /** React key; defaults to href or position. */
  key?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Renders a link, e.g. `(p) => <Link to={p.href} className={p.className}>{p.children}</Link>`. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
  separator?: ReactNode;
  /** Accessible name of the nav landmark. */
  label?: string;
  className?: string;
}

function defaultRenderLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function Breadcrumb({
  items,
  renderLink = defaultRenderLink,
  separator = <ChevronRight className="size-3.5" />,
  label = messages.breadcrumb,
  className,
}: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label={label} className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const content = (
            <>
              {item.icon != null && (
                <span aria-hidden="true" className="inline-flex [&_svg]:size-3.5">
                  {item.icon}
                </span>
              )}
              {item.title}
            </>
          );
          return (
            <Fragment key={item.key ?? item.href ?? i}>
              <li className="inline-flex items-center gap-1">
                {item.href && !last ? (
                  renderLink({
                    href: item.href,
                    className:
                      'inline-flex items-center gap-1 font-medium text-foreground transition-colors hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-ring',
                    children: content,
                  })
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className={cn(
                      'inline-flex items-center gap-1',
                      last ? 'text-muted-foreground' : 'text-foreground',
                    )}
                  >
                    {content}
                  </span>
                )}
              </li>
              {!last && (
                <li role="presentation" aria-hidden="true" className="inline-flex items-center">
                  {separator}
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
