// Thin progress bar at the top of the window during navigation (nprogress, no spinner). Its colour is the theme
// colour through the #nprogress rules of styles/index.css. The bar is decoration: it is hidden from assistive
// technology (nprogress's own markup uses the invalid roles "bar" and "spinner"). nprogress is loaded at the
// first start (the first navigation), not with the first screen: a page the server rendered shows no bar.
import type NProgress from 'nprogress';

type NProgressApi = typeof NProgress;

let bar: NProgressApi | null = null;
let loading: Promise<void> | null = null;
/** Whether the bar should show: a start before nprogress has loaded shows it once it has. */
let wanted = false;

function load(): void {
  loading ??= import('nprogress').then(
    ({ default: nprogress }) => {
      nprogress.configure({
        showSpinner: false,
        barSelector: '.bar',
        template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      });
      bar = nprogress;
      if (wanted) nprogress.start();
    },
    () => {
      // No bar this time (decoration only); the next start tries again.
      loading = null;
    },
  );
}

/**
 * 顶部进度条：导航期间窗口顶部的细进度条（nprogress，不显示旋转图标），颜色是主题色。它不是组件，
 * 而是命令式接口：导航开始时调用 `topProgress.start()`，
 * 完成时调用 `topProgress.done()`（应用的路由在每次导航前后这样做），`isStarted()` 表示是否正在显示。
 * 进度条只是装饰，对辅助技术隐藏。nprogress 在第一次 start 时才加载。
 *
 * topProgress: the thin bar at the top of the window during navigation (nprogress, no spinner), in the theme
 * colour. Not a component but an imperative API: call `topProgress.start()` when a navigation starts and
 * `topProgress.done()` when it ends (the app's router does so around each navigation); `isStarted()` says
 * whether it shows (or will, once nprogress has loaded at the first start). The bar is decoration, hidden
 * from assistive technology.
 */
export const topProgress = {
  start(): void {
    wanted = true;
    if (bar) bar.start();
    else load();
  },
  done(): void {
    wanted = false;
    bar?.done();
  },
  isStarted(): boolean {
    return bar ? bar.isStarted() : wanted;
  },
};
