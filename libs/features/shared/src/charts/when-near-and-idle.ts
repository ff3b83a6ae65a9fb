// When a chart may start loading ECharts (about 200 KB gzip, and its first drawing a long task): once the page
// has loaded and the main thread is idle — hydration and the page's own data come first — and a tenth of the
// chart is in view. A chart below the first screen (the college page's history on a phone starts at its last
// few pixels) is never loaded for a reader who does not scroll to it; its data table is in the page all along.
// Where the browser has neither (a test environment), at once.

/** How much of the chart must be in view. */
const IN_VIEW = 0.1;

/** Calls `start` once, when `element` is in view after the page is idle; returns a cancel. */
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
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW)) return;
        observer?.disconnect();
        if (!cancelled) start();
      },
      { threshold: [IN_VIEW] },
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
