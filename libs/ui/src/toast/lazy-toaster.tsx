// The <Toaster /> for an app's first screen: it loads Radix Toast (and mounts the real Toaster) when the first
// toast is shown, so pages that never show one do not carry it. Toasts shown before it has loaded wait in the
// store and appear once it has.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store.ts';
import type { ToasterProps } from './toaster.tsx';

const loadToaster = () => import('./toaster.tsx');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** Loads the Toaster ahead of the first toast (tests wait for it before they start). */
export async function preloadToaster(): Promise<void> {
  await loadToaster();
}

export function LazyToaster(props: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  // Once mounted it stays, so closing toasts still animate and the live region keeps its place.
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
