// Accounts for the e2e tests, made the way a person makes them: the image captcha (off in the e2e server, but
// still fetched for its id), an SMS code read from the outbox table of the server's throw-away SQLite database,
// and the password RSA-encrypted with the server's public key and nonce (PKCS#1 v1.5, as jsencrypt does in the
// browser).
import { constants, publicEncrypt } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { passwordPlaintext } from '@zhiyuan/contracts';
import { currentDatabaseFile } from './e2e-server.ts';

/** A phone no other test of this run uses: 139 + eight digits from the clock and a counter. */
let counter = 0;
export function uniquePhone(): string {
  counter += 1;
  const tail = String((Date.now() + counter * 7919) % 100_000_000).padStart(8, '0');
  return `139${tail}`;
}

/** The newest SMS code the server "sent" to `phone` (outbox driver). */
export function latestSmsCode(phone: string): string {
  const db = new DatabaseSync(currentDatabaseFile(), { readOnly: true });
  try {
    const row = db
      .prepare('select code from sms_outbox where phone = ? order by id desc limit 1')
      .get(phone) as { code: string } | undefined;
    if (!row) throw new Error(`no SMS in the outbox for ${phone}`);
    return row.code;
  } finally {
    db.close();
  }
}

/**
 * Lets a minute pass for the phone's SMS allowance (one code per 60 s): the test cannot wait that long, so
 * the time of the last send is moved back in the server's counter.
 */
export function rewindSmsCooldown(phone: string): void {
  const db = new DatabaseSync(currentDatabaseFile());
  try {
    db.prepare('update rate_counters set last_at = 0 where key = ?').run(`sms:${phone}`);
  } finally {
    db.close();
  }
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { errorCode: string; message: string; data: T };
  expect(body.errorCode, body.message).toBe('0');
  return body.data;
}

export async function encryptPassword(request: APIRequestContext, password: string): Promise<string> {
  const { publicKey, nonce } = await data<{ publicKey: string; nonce?: string }>(
    await request.get('/api/user/publicKey'),
  );
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(passwordPlaintext(password, nonce)),
  ).toString('base64');
}

/** Registers `phone` through the API (captcha, SMS code, encrypted password). */
export async function registerAccount(
  request: APIRequestContext,
  phone: string,
  password: string,
  name: string,
) {
  const { captchaId } = await data<{ captchaId: string }>(await request.get('/api/user/getImageCode'));
  await data(
    await request.post('/api/user/registerSendPhoneCode', {
      data: { phone, captchaId, captchaCode: 'abcd' },
    }),
  );
  const code = latestSmsCode(phone);
  await data(
    await request.post('/api/user/register', {
      data: { phone, code, password: await encryptPassword(request, password), name },
    }),
  );
}

/** Signs in through the login dialog, which must be open. */
export async function logInWithDialog(page: Page, phone: string, password: string) {
  const dialog = page.getByRole('dialog', { name: '用户登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: '手机号码' }).fill(phone);
  await dialog.getByLabel(/^密码/).fill(password);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('登录成功', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}
