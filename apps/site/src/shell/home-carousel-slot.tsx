// The header's carousel (spec §2), shown on /home only. Its code (the carousel of libs/ui and the feature's
// query) loads with /home, not in every page's first screen; on /home the server's HTML stays until it has
// come (React hydrates the rest of the page meanwhile), and a visit from another page holds its height.
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

const HomeCarousel = lazy(() => import('./home-carousel.tsx').then((m) => ({ default: m.HomeCarousel })));

/** The carousel's height (libs/features/carousel's HomeCarousel), held while its code loads. */
const HEIGHT = 'clamp(110px, 31.25vw, 375px)';

export function HomeCarouselSlot() {
  const { pathname } = useLocation();
  if (pathname !== '/home') return null;
  return (
    <Suspense fallback={<div aria-hidden="true" style={{ height: HEIGHT }} />}>
      <HomeCarousel />
    </Suspense>
  );
}
