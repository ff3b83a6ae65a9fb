// @zhiyuan/feature-admin-carousel — 轮播图 in the back office (editors and admins): upload pictures, title shown
// as text on the slide, http(s) link, order by dragging or 上移/下移, enable/disable, delete.
export { CarouselAdminPage } from './components/carousel-admin-page.tsx';
export { CarouselForm, type CarouselFormProps } from './components/carousel-form.tsx';
export { adminCarouselMessages } from './messages.ts';
