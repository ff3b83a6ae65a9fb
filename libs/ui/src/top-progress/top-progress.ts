// Thin progress bar at the top of the window during navigation (nprogress, no spinner). Its colour is the theme
// colour through the #nprogress rules of styles/index.css. The bar is decoration: it is hidden from assistive
// technology (nprogress's own markup uses the invalid roles "bar" and "spinner").
import NProgress from 'nprogress';

NProgress.configure({
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

export const topProgress = {
  start(): void {
    NProgress.start();
  },
  done(): void {
    NProgress.done();
  },
  isStarted(): boolean {
    return NProgress.isStarted();
  },
};
