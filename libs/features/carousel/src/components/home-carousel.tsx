// The carousel of /home (spec §2): the banners staff set in 轮播图, 375 px high (smaller on phones), each with
// its title shown as text over it (never baked into the picture) and a link opening in a new tab when it has
// one. While the banners load the space is held by a skeleton, so the page does not jump; with no banners (or
// a failed load) there is no carousel at all.
import { Carousel, Skeleton } from '@zhiyuan/ui';
import { useCarousel } from '../api/carousel.ts';
import { carouselMessages as t } from '../messages.ts';

// The banners are 1200×375: below 1200 px the carousel keeps that shape, so phones see the whole banner.
const HEIGHT = 'clamp(110px, 31.25vw, 375px)';

export function HomeCarousel({ className }: { className?: string }) {
  const carousel = useCarousel();
  if (carousel.isPending) {
    return <Skeleton className={className} style={{ height: HEIGHT, borderRadius: 0 }} />;
  }
  if (carousel.isError || carousel.data.length === 0) return null;
  const items = carousel.data.map((item) => ({
    imageUrl: item.imageUrl,
    url: item.url || null,
    ...(item.title ? { title: item.title } : {}),
  }));
  return <Carousel items={items} label={t.carousel} height={HEIGHT} {...(className ? { className } : {})} />;
}
