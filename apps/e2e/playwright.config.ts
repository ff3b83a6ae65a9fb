// End-to-end tests in Debian's Chromium against the built site served by the real server.
// The server runs on its own port with its own throw-away SQLite database, never the product's defaults; the
// captcha is off (allowed outside production) and SMS codes go to the outbox table, where the tests read them.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

// The server's database, wiped by the webServer command before each run; the tests read SMS codes from it
// (src/support/accounts.ts finds it through this variable).
const databaseFile = path.join(root, 'reports/e2e-db/e2e.db');
process.env.E2E_DATABASE_FILE = databaseFile;

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
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Budgets for a shared, sometimes busy CI machine: a whole flow (register, log in, ask, save, print) may
  // take minutes there, and a state may take seconds to appear. Tests wait for states, never for time, so
  // these only bound how long a real failure takes to report.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
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
  webServer: {
    command:
      'rm -rf reports/e2e-db && mkdir -p reports/e2e-db && node --conditions=@zhiyuan/source apps/server/src/main.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${databaseFile}`,
      CAPTCHA_ENABLED: 'false',
      SMS_DRIVER: 'outbox',
    },
  },
});
