// What happens around every navigation (spec §2): the top progress bar runs while the next route loads, the
// page scrolls to the top, and document.title becomes "route title - site title".
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { pageTitle } from '@zhiyuan/domain';
import { topProgress } from '@zhiyuan/ui';
import { routeTitle } from '../app/route-handle.ts';

export function useRouteEffects(siteTitle: string): void {
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const title = routeTitle(matches);

  useEffect(() => {
    if (navigation.state === 'idle') topProgress.done();
    else topProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    document.title = pageTitle(title, siteTitle);
  }, [title, siteTitle]);
}
