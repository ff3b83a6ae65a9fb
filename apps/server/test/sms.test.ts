// The SMS drivers. Webhook: bounded retries with growing pauses, failures reported to the caller with a
// Chinese message and logged (never swallowed, never with the code). Outbox: messages kept in the
// database and readable by admins.
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookDriver, SmsDeliveryError } from '../src/modules/sms/index.ts';
import { SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { captureLogs } from './support/log-capture.ts';
import { startFakeGateway, type FakeGateway } from './support/sms-gateway.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const message = {
  phone: '13800138000',
  code: '654321',
  purpose: 'register' as const,
  text: '【志愿填报】验证码654321',
};

describe('webhook driver', () => {
  let gateway: FakeGateway;
  beforeEach(async () => {
    gateway = await startFakeGateway();
  });
  afterEach(() => gateway.close());

  function driver(logs = captureLogs(), overrides: { timeoutMs?: number } = {}) {
    const log = Fastify({ logger: { level: 'info', stream: logs } }).log;
    return createWebhookDriver({
      url: gateway.url,
      attempts: 3,
      backoffMs: 20,
      timeoutMs: overrides.timeoutMs ?? 2000,
      log,
    });
  }

  it('posts { phone, code, purpose, text } as JSON', async () => {
    await driver().send(message);
    expect(gateway.received).toEqual([
      { ...message, authorization: undefined, contentType: 'application/json; charset=utf-8' },
    ]);
  });

  it('retries 5xx and 429 with growing pauses, then delivers', async () => {
    gateway.script = [503, 429];
    const started = Date.now();
    await driver().send(message);
    expect(gateway.hits).toBe(3);
    expect(gateway.received).toHaveLength(1);
    // Pauses of 20 ms and 40 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('gives up after the last attempt, rejects and logs each failure without the code or text', async () => {
    gateway.script = [500, 502, 503, 200];
    const logs = captureLogs();
    const error = await driver(logs)
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toContain('HTTP 503');
    expect(gateway.hits).toBe(3);
    expect(logs.records().filter((r) => r.msg === 'SMS webhook attempt failed')).toHaveLength(3);
    expect(logs.text()).not.toContain('654321');
    expect(logs.text()).not.toContain('13800138000');
  });

  it('does not retry a refusal (4xx): the gateway will not change its mind', async () => {
    gateway.script = [401];
    await expect(driver().send(message)).rejects.toThrow(/HTTP 401/);
    expect(gateway.hits).toBe(1);
  });

  it('retries a gateway that does not answer in time', async () => {
    gateway.script = ['hang'];
    await driver(captureLogs(), { timeoutMs: 200 }).send(message);
    expect(gateway.hits).toBe(2);
    expect(gateway.received).toHaveLength(1);
  });

  it('reports an unreachable gateway', async () => {
    const log = Fastify({ logger: false }).log;
    const dead = createWebhookDriver({ url: 'http://127.0.0.1:9/sms', attempts: 2, backoffMs: 1, log });
    await expect(dead.send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe.each(DATABASE_KINDS)('SMS delivery in the app on %s', (kind) => {
  describe('with a failing gateway', () => {
    let gateway: FakeGateway;
    let t: TestApp;
    const logs = captureLogs();
    beforeAll(async () => {
      gateway = await startFakeGateway();
      t = await startTestApp(kind, {
        env: { SMS_DRIVER: 'webhook', SMS_WEBHOOK_URL: gateway.url, LOG_LEVEL: 'info' },
        build: { logStream: logs },
      });
    });
    afterAll(async () => {
      await t.close();
      await gateway.close();
    });

    it('tells the caller in Chinese, logs the failure, and lets them retry at once', async () => {
      gateway.script = [500, 500, 500];
      const res = await t.call({
        url: '/api/user/registerSendPhoneCode',
        body: { phone: '13700000001', ...(await t.captcha()) },
      });
      expectFailure(res, '100500', 500, '短信发送失败，请稍后重试');
      expect(logs.records().some((r) => r.msg === 'SMS delivery failed' && r.level === 50)).toBe(true);
      // The failed send neither counts against the phone's limits nor leaves a usable code behind.
      const retry = await t.call({
        url: '/api/user/registerSendPhoneCode',
        body: { phone: '13700000001', ...(await t.captcha()) },
      });
      expectSuccess(retry);
      expect(gateway.received).toHaveLength(1);
      const codes = await t.app.db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', '13700000001')
        .execute();
      expect(codes).toHaveLength(1);
    });
  });

  describe('with the outbox driver', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { env: { SMS_DRIVER: 'outbox' } });
    });
    afterAll(() => t.close());

    it('keeps messages in the database, newest first, readable by admins only', async () => {
      // An admin signs up with the code the outbox kept.
      expectSuccess(
        await t.call({
          url: '/api/user/registerSendPhoneCode',
          body: { phone: '13700000009', ...(await t.captcha()) },
        }),
      );
      const kept = await t.app.db
        .selectFrom('sms_outbox')
        .select('code')
        .where('phone', '=', '13700000009')
        .executeTakeFirstOrThrow();
      expectSuccess(
        await t.call({
          url: '/api/user/register',
          body: { phone: '13700000009', code: kept.code, password: await t.encrypt('admin-pass') },
        }),
      );
      await t.app.db
        .updateTable('users')
        .set({ roles: '["admin"]' })
        .where('phone', '=', '13700000009')
        .execute();
      const admin = await t.login('13700000009', 'admin-pass');
      t.clock.advance(SECOND);
      for (const phone of ['13700000002', '13700000003']) {
        expectSuccess(
          await t.call({ url: '/api/user/resetPasswordSendCode', body: { phone, ...(await t.captcha()) } }),
        );
        t.clock.advance(SECOND);
      }
      const all = expectSuccess(
        await t.call<{ phone: string; code: string; text: string; purpose: string }[]>({
          url: '/api/admin/smsOutbox',
          token: admin,
        }),
      );
      expect(all.map((m) => m.phone)).toEqual(['13700000003', '13700000002', '13700000009']);
      expect(all[0]!.purpose).toBe('reset');
      expect(all[0]!.text).toBe(
        `【志愿填报】您的找回密码验证码是${all[0]!.code}，5分钟内有效。请勿将验证码告诉他人。`,
      );
      const one = expectSuccess(
        await t.call<unknown[]>({ url: '/api/admin/smsOutbox?phone=13700000002&limit=5', token: admin }),
      );
      expect(one).toHaveLength(1);
      expectFailure(
        await t.call({ url: '/api/admin/smsOutbox?limit=500', token: admin }),
        '100400',
        400,
        '条数应为1到200之间的整数',
      );
      // 短信记录: pages of the same messages, by part of the phone and by purpose, codes shown to admins.
      const page = expectSuccess(
        await t.call<{ total: number; items: { phone: string; code: string }[] }>({
          url: '/api/admin/sms/list?phone=0000000&pageSize=2',
          token: admin,
        }),
      );
      expect(page.total).toBe(3);
      expect(page.items.map((m) => m.phone)).toEqual(['13700000003', '13700000002']);
      expect(page.items[0]!.code).toMatch(/^\d{6}$/);
      const second = expectSuccess(
        await t.call<{ items: { phone: string }[] }>({
          url: '/api/admin/sms/list?phone=0000000&pageSize=2&page=2',
          token: admin,
        }),
      );
      expect(second.items.map((m) => m.phone)).toEqual(['13700000009']);
      const registers = expectSuccess(
        await t.call<{ total: number }>({ url: '/api/admin/sms/list?purpose=register', token: admin }),
      );
      expect(registers.total).toBe(1);
      const bad = await t.call({ url: '/api/admin/sms/list?phone=13a', token: admin });
      expectFailure(bad, '100400', 400, '手机号应为1到11位数字');
      expect(bad.body.data).toEqual({ field: 'phone' });
      expectSuccess(await t.call({ url: '/api/user/switchRole', token: admin, body: { role: 'admin' } }));
      await t.app.db
        .updateTable('users')
        .set({ roles: '["student","admin"]' })
        .where('phone', '=', '13700000009')
        .execute();
      expectSuccess(await t.call({ url: '/api/user/switchRole', token: admin, body: { role: 'student' } }));
      expectFailure(await t.call({ url: '/api/admin/smsOutbox', token: admin }), '100403', 403);
    });
  });
});
