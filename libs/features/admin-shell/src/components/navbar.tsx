// The top bar: the sidebar toggle, the breadcrumb (spec §2 rules), and on the right the error log badge,
// fullscreen, the size select, the role switch (for someone holding several staff roles), the settings
// panel and the avatar menu with 退出登录.
import { useAtomValue, useSetAtom } from 'jotai';
import { Bug, Maximize, Minimize, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS, isStaffRole, type Role } from '@zhiyuan/contracts';
import {
  activeRoleAtom,
  avatarAtom,
  changeRolesAtom,
  errorLogsAtom,
  nameAtom,
  rolesAtom,
  setSizeAtom,
  sidebarAtom,
  sizeAtom,
  SIZES,
  toggleSidebarAtom,
  type BreadcrumbItem as DomainCrumb,
} from '@zhiyuan/domain';
import { Breadcrumb, Button, Popover, PopoverContent, PopoverTrigger, Select, toast } from '@zhiyuan/ui';
import { reportError } from '@zhiyuan/feature-shared';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { SIZE_LABELS, shellMessages as t } from '../messages.ts';

export interface NavbarProps {
  breadcrumb: readonly DomainCrumb[];
  onOpenSettings: () => void;
  onLogout: () => void;
  /** After a role switch (the layout regenerates routes and goes to the first page). */
  onRoleSwitched?: () => void;
}

const SIZE_OPTIONS = SIZES.map((size) => ({ value: size, label: SIZE_LABELS[size] }));

const iconButton =
  'grid size-9 place-items-center rounded-md text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function Navbar({ breadcrumb, onOpenSettings, onLogout, onRoleSwitched }: NavbarProps) {
  const { opened } = useAtomValue(sidebarAtom);
  const toggleSidebar = useSetAtom(toggleSidebarAtom);
  const size = useAtomValue(sizeAtom);
  const setSize = useSetAtom(setSizeAtom);
  const name = useAtomValue(nameAtom);
  const avatar = useAtomValue(avatarAtom);
  const roles = useAtomValue(rolesAtom);
  const activeRole = useAtomValue(activeRoleAtom);
  const changeRole = useSetAtom(changeRolesAtom);
  const errors = useAtomValue(errorLogsAtom);
  const fullscreen = useFullscreen();
  const [menuOpen, setMenuOpen] = useState(false);
  const staffRoles = roles.filter(isStaffRole);

  const switchRole = async (role: string) => {
    try {
      await changeRole(role as Role);
      toast.success(t.roleSwitched(ROLE_LABELS[role as Role]));
      onRoleSwitched?.();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <header data-testid="navbar" className="flex h-12 items-center gap-2 border-b border-border bg-card px-2">
      <button
        type="button"
        className={iconButton}
        aria-label={t.toggleSidebar(opened)}
        aria-expanded={opened}
        onClick={() => toggleSidebar()}
      >
        {opened ? (
          <PanelLeftClose aria-hidden="true" className="size-5" />
        ) : (
          <PanelLeftOpen aria-hidden="true" className="size-5" />
        )}
      </button>
      <Breadcrumb
        className="hidden min-w-0 flex-1 sm:flex"
        label={t.breadcrumb}
        items={breadcrumb.map((item) => ({ title: item.title, ...(item.to ? { href: item.to } : {}) }))}
        renderLink={({ href, className, children }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
      <div className="ml-auto flex items-center gap-1">
        {errors.length > 0 && (
          <Link to="/error-log" className={iconButton} aria-label={`${t.errorLog}（${errors.length}）`}>
            <Bug aria-hidden="true" className="size-5 text-destructive" />
          </Link>
        )}
        <button
          type="button"
          className={`${iconButton} hidden sm:grid`}
          aria-label={fullscreen.active ? t.exitFullscreen : t.fullscreen}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? (
            <Minimize aria-hidden="true" className="size-5" />
          ) : (
            <Maximize aria-hidden="true" className="size-5" />
          )}
        </button>
        <Select
          aria-label={t.size}
          options={SIZE_OPTIONS}
          value={size}
          className="w-20"
          onValueChange={(value) => {
            setSize(value as (typeof SIZES)[number]);
            toast.success(t.sizeChanged);
          }}
        />
        {staffRoles.length > 1 && (
          <Select
            aria-label={t.role}
            options={staffRoles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            value={activeRole ?? undefined}
            className="w-24"
            onValueChange={(value) => void switchRole(value)}
          />
        )}
        <button type="button" className={iconButton} aria-label={t.settings} onClick={onOpenSettings}>
          <Settings aria-hidden="true" className="size-5" />
        </button>
        <Popover open={menuOpen} onOpenChange={setMenuOpen}>
          <PopoverTrigger asChild>
            <button
              type="button"
              className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {avatar ? (
                <img src={avatar} alt="" className="size-8 rounded-md object-cover" />
              ) : (
                <span
                  aria-hidden="true"
                  className="grid size-8 place-items-center rounded-md bg-primary text-primary-foreground"
                >
                  {name.slice(0, 1) || '我'}
                </span>
              )}
              <span className="sr-only max-w-24 truncate text-sm md:not-sr-only">{name}</span>
              <span className="sr-only">{t.avatarMenuSuffix}</span>
            </button>
          </PopoverTrigger>
          <PopoverContent align="end" className="w-40 p-1">
            {activeRole && (
              <p className="px-3 py-1.5 text-xs text-muted-foreground">{ROLE_LABELS[activeRole]}</p>
            )}
            <a href="/" className="block rounded px-3 py-1.5 text-sm hover:bg-accent">
              {t.backToSite}
            </a>
            <Button
              variant="ghost"
              className="w-full justify-start"
              onClick={() => {
                setMenuOpen(false);
                onLogout();
              }}
            >
              {t.logout}
            </Button>
          </PopoverContent>
        </Popover>
      </div>
    </header>
  );
}
