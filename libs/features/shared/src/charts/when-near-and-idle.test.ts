import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearAndIdle } from './when-near-and-idle.ts';

type Callback = (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void;

/** An IntersectionObserver the test drives: `show(true)` says the element came near the viewport. */
function stubObserver() {
  let callback: Callback = () => undefined;
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        callback = cb;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  return {
    show: (near: boolean, ratio = near ? 1 : 0) =>
      callback([{ isIntersecting: near, intersectionRatio: ratio }]),
    disconnect,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNearAndIdle', () => {
  it('starts only once the page is idle and a tenth of the element is in view', () => {
    const observer = stubObserver();
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    const start = vi.fn();
    whenNearAndIdle(document.createElement('div'), start);
    observer.show(true);
    expect(start).not.toHaveBeenCalled();
    idle();
    observer.show(false);
    // A chart whose top edge only peeks into view (below the first screen) waits too.
    observer.show(true, 0.05);
    expect(start).not.toHaveBeenCalled();
    observer.show(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('never starts once cancelled', () => {
    const observer = stubObserver();
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => (cb(), 1));
    const start = vi.fn();
    const cancel = whenNearAndIdle(document.createElement('div'), start);
    cancel();
    observer.show(true);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts at once where the browser can tell neither (a test environment)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn();
    whenNearAndIdle(document.createElement('div'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
