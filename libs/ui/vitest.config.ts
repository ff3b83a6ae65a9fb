// Vitest project of the design system: components render in jsdom and are tested through their stories.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    root: import.meta.dirname,
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
  },
});
