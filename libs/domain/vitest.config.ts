import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    root: import.meta.dirname,
    environment: 'jsdom',
    // A process per worker, not a thread: the time formatters' tests switch process.env.TZ, which Node applies
    // at once in a process but not in a worker thread (the root config runs the others in threads).
    pool: 'forks',
    include: ['src/**/*.test.ts'],
  },
});
