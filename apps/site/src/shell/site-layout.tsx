// The page shell of every route: top bar, main navigation, breadcrumb, the routed page, footer — and the
// login and register dialogs, so that any page (or a "not logged in" answer) can open them.
import { memo, Suspense } from 'react';
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

// The routed page, not rendered again when only the layout's own data changes (the site configuration
// arriving re-renders the top bar, the navigation and the footer; the page reads what it needs itself). Its
// own Suspense boundary lets React hydrate the server's page apart from the shell: two shorter tasks instead
// of one, and a click in either hydrates that part first.
const RoutedPage = memo(function RoutedPage() {
  return (
    <Suspense>
      <Outlet />
    </Suspense>
  );
});

export function SiteLayout() {
  const { config } = useSiteConfig();
  useRouteEffects(config.siteTitle);
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SkipLink />
      {/* Printed, a page is its content alone: no top bar, menu, breadcrumb or footer (print:hidden). */}
      <header className="print:hidden">
        <TopBar config={config} />
        <MainNav config={config} />
      </header>
      <HomeCarouselSlot />
      <SiteBreadcrumb />
      {/* At least a screen high: the footer starts below the fold, so a page whose data arrives after its first
          paint grows downwards without pushing the footer across the screen (a layout shift of 0.1 on a phone). */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-6 outline-none print:min-h-0 print:max-w-none print:p-0"
      >
        <RoutedPage />
      </main>
      <SiteFooter config={config} />
      <AuthHost />
    </div>
  );
}
