import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'admissions',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
