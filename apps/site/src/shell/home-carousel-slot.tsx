// The header's carousel (spec §2), shown on /home only.
import { useLocation } from 'react-router';
import { HomeCarousel } from '@zhiyuan/feature-carousel';

export function HomeCarouselSlot() {
  const { pathname } = useLocation();
  return pathname === '/home' ? <HomeCarousel /> : null;
}
