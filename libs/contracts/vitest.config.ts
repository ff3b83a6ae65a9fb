import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    // Worker threads, not a process per test file (why: vitest.all.config.ts).
    pool: 'threads',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
