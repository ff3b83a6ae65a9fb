// What happens around every navigation (spec §2): the top progress bar runs while the next route loads, the
// page scrolls to the top, and the document head follows the page: document.title becomes "page title - site
// title" (the page's own title once its data is there, e.g. a college's name, else the route's), with the
// page's description and canonical link (`usePageMeta` of @zhiyuan/feature-shared).
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { useDocumentHead } from '@zhiyuan/feature-shared';
import { topProgress } from '@zhiyuan/ui';
import { routeTitle } from '../app/route-handle.ts';

export function useRouteEffects(siteTitle: string): void {
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();

  useEffect(() => {
    if (navigation.state === 'idle') topProgress.done();
    else topProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useDocumentHead(routeTitle(matches), siteTitle);
}
