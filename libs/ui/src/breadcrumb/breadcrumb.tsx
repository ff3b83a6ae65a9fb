// Presentational breadcrumb: the app computes the items from its matched routes (spec §2) and passes them in.
// The last item and items without href are plain text; links go through `renderLink` so that an app can use
// its router's link component.
import { ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
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
  /**
   * 从首页到当前页的各级：`title`，可选 `href` 与 `icon`；最后一项和没有 `href` 的项是纯文本。
   * The levels from the home page to the current one: `title`, optional `href` and `icon`; the last item and
   * items without `href` are plain text.
   */
  items: readonly BreadcrumbItem[];
  /**
   * 渲染链接，用于接入应用路由的链接组件，默认是 `<a>`。
   * Renders a link, e.g. `(p) => <Link to={p.href} className={p.className}>{p.children}</Link>`; an `<a>` by
   * default.
   */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
  /** 各级之间的分隔符，默认是右箭头图标。The separator between the levels; a chevron by default. */
  separator?: ReactNode;
  /** 导航地标的无障碍名称，默认“面包屑”。Accessible name of the nav landmark; 面包屑 by default. */
  label?: string;
  /**
   * 附加到 `<nav>` 的类名（布局用；只是拼接，不合并：字号是面包屑自己的 text-sm）。
   * Classes added to the `<nav>` (layout: joined, not merged — the breadcrumb's own text-sm stays; it is in
   * every page's first screen, which loads without tailwind-merge).
   */
  className?: string;
}

function defaultRenderLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * 面包屑：页面顶部显示当前位置的导航。它只负责展示：由应用根据匹配到的路由计算出 `items` 后传入（spec §2）。
 * 最后一项（当前页，带 aria-current="page"）和没有 `href` 的项是纯文本；其余是链接，经 `renderLink` 渲染，
 * 以便使用应用路由的链接组件。
 *
 * Breadcrumb: where the current page sits, shown at the top of the page. Presentational: the app computes the
 * `items` from its matched routes (spec §2) and passes them in. The last item (the current page, with
 * aria-current="page") and items without `href` are plain text; the others are links rendered through
 * `renderLink`, so that an app can use its router's link component.
 */
export function Breadcrumb({
  items,
  renderLink = defaultRenderLink,
  separator = <ChevronRight className="size-3.5" />,
  label = messages.breadcrumb,
  className,
}: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label={label} className={cx('text-sm', className)}>
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
                    className={cx(
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
