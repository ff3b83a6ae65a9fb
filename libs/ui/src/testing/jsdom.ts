// Browser APIs that jsdom lacks but Radix primitives call (pointer capture and scrollIntoView in Select,
// ResizeObserver in the popper of Select, Popover and HoverCard). Installed only where missing.

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

export function installJsdomPolyfills(): void {
  if (typeof window === 'undefined') return;
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', {
      value: NoopResizeObserver,
      configurable: true,
      writable: true,
    });
  }
  const proto = window.Element.prototype;
  if (!proto.hasPointerCapture) proto.hasPointerCapture = () => false;
  if (!proto.setPointerCapture) proto.setPointerCapture = () => undefined;
  if (!proto.releasePointerCapture) proto.releasePointerCapture = () => undefined;
  if (!proto.scrollIntoView) proto.scrollIntoView = () => undefined;
}
