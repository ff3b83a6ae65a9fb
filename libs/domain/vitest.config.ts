import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
