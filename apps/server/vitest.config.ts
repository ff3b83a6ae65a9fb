import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Suites build real apps on SQLite and PostgreSQL (a database, migrations, an RSA key each).
    // Limits only stop a hang: no test may depend on the machine's speed (CI machines are shared and busy).
    // Worker threads, not a process per test file (why: vitest.all.config.ts).
    pool: 'threads',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
