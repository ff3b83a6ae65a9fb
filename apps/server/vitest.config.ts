import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Suites build real apps on SQLite and PostgreSQL (a database, migrations, an RSA key each); on a busy
    // 2-core CI machine that takes longer than the defaults allow.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
