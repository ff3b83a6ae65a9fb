// The feature test kit's setup (jest-dom, cleanup, jsdom polyfills for Radix, toasts and session reset
// between tests), for the shell's tests and the pages' composition tests alike.
import '@zhiyuan/feature-testing/setup';
import { beforeAll, vi } from 'vitest';
import { preloadAuthDialogs } from '@zhiyuan/feature-auth';
import { preloadToaster } from '@zhiyuan/ui';

// The auth dialogs and the Toaster are lazy chunks; load them before the clock of a test's first findBy starts.
beforeAll(async () => {
  await Promise.all([preloadAuthDialogs(), preloadToaster()]);
});

// The top progress bar (nprogress) finishes on a chain of timers some 400 ms and more after a navigation;
// a test file ending sooner had jsdom torn down under them ("document is not defined" in NProgress.remove).
// No test here looks at the bar (libs/ui tests it), so the shell's tests run without it.
vi.mock('nprogress', () => ({
  default: {
    configure: () => undefined,
    start: () => undefined,
    done: () => undefined,
    isStarted: () => false,
  },
}));
