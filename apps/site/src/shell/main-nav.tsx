// The main navigation (spec §2): four items, the centre logo, four items; the active item follows the path;
// the two external links open in a new tab. Under it, a row of the site's own data pages (找专业, 批次线,
// 一分一段), so they are reachable from every page. Under 992 px both collapse into a menu behind a button.
import { ExternalLink, GraduationCap, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SiteConfig } from '@zhiyuan/contracts';
import { cx } from '@zhiyuan/ui';
import { messages } from '../messages.ts';
import { activeNavPath, dataToolItems, navItems, type NavItem } from './nav-items.ts';

const t = messages.nav;

const itemClass = (active: boolean) =>
  cx(
    'flex items-center gap-1 whitespace-nowrap border-b-2 px-3 py-3 text-base transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
    'desktop:py-5',
    active
      ? 'border-primary font-semibold text-foreground'
      : 'border-transparent text-foreground hover:border-primary-soft-border hover:bg-primary-soft',
  );

function Logo({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  return (
    <Link
      to={to}
      aria-label={label}
      onClick={onNavigate}
      className="flex items-center justify-center rounded-full p-1 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
        <GraduationCap aria-hidden="true" className="size-7" />
      </span>
    </Link>
  );
}

function NavEntry({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate: () => void }) {
  if (item.kind === 'logo') return <Logo to={item.to} label={item.label} onNavigate={onNavigate} />;
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={itemClass(false)}>
        {item.label}
        <ExternalLink aria-hidden="true" className="size-3.5 opacity-60" />
        <span className="sr-only">{t.externalHint}</span>
      </a>
    );
  }
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={itemClass(active)}
    >
      {item.label}
    </Link>
  );
}

export function MainNav({ config }: { config: SiteConfig }) {
  const { pathname, search } = useLocation();
  const items = navItems(config);
  const active = activeNavPath(items, pathname, search);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const logo = items.find((i) => i.kind === 'logo');

  return (
    <>
      <nav aria-label={t.label} className="border-b bg-background">
        <div className="mx-auto max-w-6xl px-4">
          <div className="flex items-center justify-between desktop:hidden">
            {logo && <Logo to={logo.to} label={logo.label} onNavigate={close} />}
            <button
              type="button"
              aria-expanded={open}
              aria-controls="main-nav-items"
              aria-label={open ? t.closeMenu : t.openMenu}
              onClick={() => setOpen((o) => !o)}
              className="inline-flex items-center gap-1 rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {open ? (
                <X aria-hidden="true" className="size-4" />
              ) : (
                <Menu aria-hidden="true" className="size-4" />
              )}
              {t.menu}
            </button>
          </div>
          <ul
            id="main-nav-items"
            className={cx(
              'flex-col pb-2 desktop:flex desktop:flex-row desktop:items-center desktop:justify-center desktop:pb-0',
              open ? 'flex' : 'hidden',
            )}
          >
            {items.map((item) => (
              <li
                key={`${item.kind}:${item.label}`}
                className={cx(item.kind === 'logo' && 'hidden desktop:block desktop:px-4')}
              >
                <NavEntry
                  item={item}
                  active={item.kind === 'route' && item.to === active}
                  onNavigate={close}
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <nav
        aria-label={t.dataTools.label}
        className={cx('border-b bg-muted/40 desktop:block', open ? 'block' : 'hidden')}
      >
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-1 px-4 text-sm">
          {dataToolItems().map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={close}
                aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                className={cx(
                  'block px-3 py-2 hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-ring',
                  pathname.startsWith(item.to) && 'font-semibold text-primary-strong',
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
