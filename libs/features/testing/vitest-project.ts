// The Vitest project of a feature (each feature's vitest.config.ts is `featureProject(import.meta.dirname)`):
// jsdom, React, the workspace packages from source, and the test kit's setup (cleanup, toasts and session
// reset between tests). Named `feature-<folder>`, as in `vitest --project feature-colleges`.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export function featureProject(projectDir: string) {
  return defineConfig({
    root: projectDir,
    plugins: [react()],
    resolve: { conditions: ['@zhiyuan/source'] },
    test: {
      name: `feature-${path.basename(projectDir)}`,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
      // Worker threads, not a process per test file (why: vitest.all.config.ts).
      pool: 'threads',
      testTimeout: 120_000,
      hookTimeout: 180_000,
      setupFiles: [path.join(import.meta.dirname, 'src/setup.ts')],
      // One jsdom and one module cache per worker, not per file (as libs/ui): the kit's setup resets the page,
      // the toasts, the session and the browser's storage after every test, and a fresh jsdom with React,
      // Radix and the workspace imported again for each of ~100 files was most of these projects' time.
      isolate: false,
    },
  });
}
