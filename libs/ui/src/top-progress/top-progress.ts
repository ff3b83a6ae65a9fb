// Thin progress bar at the top of the window during navigation (nprogress, no spinner). Its colour is the theme
// colour through the #nprogress rules of styles/index.css. The bar is decoration: it is hidden from assistive
// technology (nprogress's own markup uses the invalid roles "bar" and "spinner").
import NProgress from 'nprogress';

NProgress.configure({
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

/**
 * 顶部进度条：导航期间窗口顶部的细进度条（nprogress，不显示旋转图标），颜色是主题色。它不是组件，
 * 而是命令式接口：导航开始时调用 `topProgress.start()`，
 * 完成时调用 `topProgress.done()`（应用的路由在每次导航前后这样做），`isStarted()` 表示是否正在显示。
 * 进度条只是装饰，对辅助技术隐藏。
 *
 * topProgress: the thin bar at the top of the window during navigation (nprogress, no spinner), in the theme
 * colour. Not a component but an imperative API: call `topProgress.start()` when a navigation starts and
 * `topProgress.done()` when it ends (the app's router does so around each navigation); `isStarted()` says
 * whether it shows. The bar is decoration, hidden from assistive technology.
 */
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
