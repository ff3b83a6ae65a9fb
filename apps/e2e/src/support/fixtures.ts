// `test` for every spec: Playwright's, with `baseURL` (and so `page.goto('/…')` and `request`) pointing at
// the server of the worker the test runs in (e2e-server.ts).
import { test as base } from '@playwright/test';
import { e2eServer, type E2eServer } from './e2e-server.ts';

export const test = base.extend<object, { server: E2eServer }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use, workerInfo) => use(e2eServer(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
