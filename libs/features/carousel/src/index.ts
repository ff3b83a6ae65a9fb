// @zhiyuan/feature-carousel — the carousel of the home page (轮播图): the banners staff set.
export { HomeCarousel } from './components/home-carousel.tsx';
export { carouselQuery, useCarousel } from './api/carousel.ts';
export { carouselMessages } from './messages.ts';
