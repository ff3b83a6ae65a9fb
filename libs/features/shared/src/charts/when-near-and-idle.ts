// When a chart may start loading ECharts (about 200 KB gzip, and its first drawing a long task): once the page
// has loaded and the main thread is idle — hydration and the page's own data come first — and the chart is
// within a screen of the viewport. A chart further down is never loaded for a reader who does not scroll to
// it (its data table is in the page all along). Where the browser has neither (a test environment), at once.

/** How far below (or above) the viewport a chart starts loading: about a phone screen. */
const NEAR = '600px 0px';

/** Calls `start` once, when `element` is near the viewport after the page is idle; returns a cancel. */
export function whenNearAndIdle(element: Element, start: () => void): () => void {
  let cancelled = false;
  let observer: IntersectionObserver | undefined;
  let idle: number | undefined;
  const onLoad = () => waitIdle();

  const waitNear = () => {
    if (cancelled) return;
    if (typeof IntersectionObserver !== 'function') return start();
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        if (!cancelled) start();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
  };
  const waitIdle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(waitNear, { timeout: 3000 });
    else waitNear();
  };

  if (document.readyState === 'complete') waitIdle();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    observer?.disconnect();
  };
}
