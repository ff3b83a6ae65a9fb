// End-to-end tests in Debian's Chromium against the built site served by the real server.
// Each worker has its own server, on its own port with its own throw-away SQLite database (never the
// product's defaults): src/support/e2e-server.ts. The captcha is off (allowed outside production) and SMS
// codes go to the outbox table, where the tests read them.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, e2eServer } from './src/support/e2e-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'reports/e2e-artifacts'),
  // Files are spread over the workers; a file's tests run in order in one worker (they build on each other).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Budgets for a shared, sometimes busy CI machine: a whole flow (register, log in, ask, save, print) may
  // take minutes there, and a state may take seconds to appear. Tests wait for states, never for time, so
  // these only bound how long a real failure takes to report.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace is recorded for a failed test's retry (CI retries once), not for every test: recording them all
    // and keeping the failures' made the suite a third slower (classes + gallery: 140 s → 94 s here). Locally,
    // `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  // One server per worker, its database wiped before the run.
  webServer: servers.map((server) => ({
    command: `mkdir -p reports/e2e-db && rm -f ${server.databaseFile}* && node --conditions=@zhiyuan/source apps/server/src/main.ts`,
    cwd: root,
    url: `${server.url}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${server.databaseFile}`,
      CAPTCHA_ENABLED: 'false',
      SMS_DRIVER: 'outbox',
    },
  })),
});
