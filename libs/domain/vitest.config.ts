import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
  },
});
