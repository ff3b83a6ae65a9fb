import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@zhiyuan/source'] },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    // Worker threads, not a process per test file (why: vitest.all.config.ts).
    pool: 'threads',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    setupFiles: ['./test/setup.ts'],
  },
});
