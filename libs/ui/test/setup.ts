// Test setup of @zhiyuan/ui: jest-dom matchers, DOM cleanup between tests (globals are off, so Testing Library
// cannot register it itself) and the few browser APIs jsdom lacks but Radix needs.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installJsdomPolyfills } from '../src/testing/index.ts';

installJsdomPolyfills();
// findBy…/waitFor wait for a state; their 1 s default fails on a busy machine with nothing wrong.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  // The files share one page (isolate: false): a theme colour or size set on its root must not outlive a test.
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  // Nor what a test stored in the browser (a 志愿表 draft, settings): the next file would start from it.
  localStorage.clear();
  sessionStorage.clear();
});
