// The page shell of every route: top bar, main navigation, breadcrumb, the routed page, footer — and the
// login and register dialogs, so that any page (or a "not logged in" answer) can open them.
import { Outlet } from 'react-router';
import { AuthHost } from '@zhiyuan/feature-auth';
import { useSiteConfig } from '@zhiyuan/feature-shared';
import { HomeCarouselSlot } from './home-carousel-slot.tsx';
import { MainNav } from './main-nav.tsx';
import { SiteBreadcrumb } from './site-breadcrumb.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';
import { useRouteEffects } from './use-route-effects.ts';

export function SiteLayout() {
  const { config } = useSiteConfig();
  useRouteEffects(config.siteTitle);
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SkipLink />
      <header>
        <TopBar config={config} />
        <MainNav config={config} />
      </header>
      <HomeCarouselSlot />
      <SiteBreadcrumb />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none">
        <Outlet />
      </main>
      <SiteFooter config={config} />
      <AuthHost />
    </div>
  );
}
