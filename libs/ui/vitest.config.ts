// Vitest project of the design system: components render in jsdom and are tested through their stories.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    // Worker threads, not a process per test file (why: vitest.all.config.ts).
    pool: 'threads',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    root: import.meta.dirname,
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./test/setup.ts'],
    // One jsdom and one module cache per worker, not per file: the files only render components and reset the
    // page after each test (test/setup.ts), and isolating them cost most of this project's time.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
