// The back office in e2e: an admin made with the CLI the operator uses (`create-admin`, password on stdin),
// against the e2e server's database, and the sign-in at /admin/login.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { currentDatabaseFile } from './e2e-server.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Creates an admin account with `npm run cli -- create-admin` (the command the operator's guide gives). */
export function createAdmin(phone: string, name: string, password: string): void {
  const file = currentDatabaseFile();
  execFileSync(
    process.execPath,
    [
      '--conditions=@zhiyuan/source',
      'apps/server/src/cli/main.ts',
      'create-admin',
      '--phone',
      phone,
      '--name',
      name,
    ],
    {
      cwd: root,
      input: `${password}\n`,
      env: { ...process.env, DATABASE_URL: `file:${file}`, LOG_LEVEL: 'warn' },
    },
  );
}

/** Fills and sends the back office's sign-in form (the page must be /admin/login). */
export async function submitAdminLogin(page: Page, phone: string, password: string) {
  const form = page.locator('form');
  await form.getByLabel('手机号').fill(` ${phone} `);
  await form.getByLabel(/^密码/).fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}

/** Signs in at /admin/login and waits for the 控制台. */
export async function adminSignIn(page: Page, phone: string, password: string) {
  await page.goto('/admin/login');
  await submitAdminLogin(page, phone, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '控制台', level: 1 })).toBeVisible();
}
