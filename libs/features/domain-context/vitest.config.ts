// The one Vitest project of the feature folders that does not use the feature test kit: the kit provides
// this context, so using the kit here would make the two projects depend on each other.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { conditions: ['@zhiyuan/source'] },
  test: {
    name: 'feature-domain-context',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Worker threads, not a process per test file (why: vitest.all.config.ts).
    pool: 'threads',
  },
});
