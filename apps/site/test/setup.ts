// The feature test kit's setup (jest-dom, cleanup, jsdom polyfills for Radix, toasts and session reset
// between tests), for the shell's tests and the pages' composition tests alike.
import '@zhiyuan/feature-testing/setup';
import { vi } from 'vitest';

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
