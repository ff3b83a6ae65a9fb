// The error envelope mechanism, exercised through routes registered only for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@zhiyuan/contracts';
import { BODY_LIMIT_BYTES, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';
import { AppError } from '../src/http/app-error.ts';

let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  app = await buildApp(
    loadConfig({ SITE_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATABASE_URL: database.url }),
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          phone: z.string().regex(/^1\d{10}$/, '请输入正确的手机号码'),
          age: z.number().int(),
        }),
      },
    },
    async (req) => ({ errorCode: '0', message: 'ok', data: req.body }),
  );
  typed.get('/api/test/conflict', async () => {
    throw new AppError(ERROR_CODES.conflict, '手机号已被使用', { data: { retryAfterSeconds: 5 } });
  });
  typed.get('/api/test/crash', async () => {
    throw new Error('database password is hunter2');
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': contentType }, payload });

describe('error envelope', () => {
  it('passes a valid body through', async () => {
    const res = await post(JSON.stringify({ phone: '13800138000', age: 18 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ phone: '13800138000', age: 18 });
  });

  it('answers a rule violation with 400, 100400 and the rule message naming the field', async () => {
    const res = await post(JSON.stringify({ phone: '123', age: 18 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorCode: '100400',
      message: '请输入正确的手机号码',
      data: { field: 'phone' },
    });
  });

  it('answers a wrong type in Chinese, never with the English key, and says which field it was', async () => {
    const res = await post(JSON.stringify({ phone: '13800138000', age: 'x' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('100400');
    // A key the contract has no label for (this route is not the contract's) is 参数, not `age`.
    expect(body.message).toMatch(/^参数：[\u4e00-\u9fa5]/);
    expect(body.message).not.toContain('age');
    expect(body.data).toEqual({ field: 'age' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"phone":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: '100400', message: '请求体不是有效的 JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ phone: 'x'.repeat(BODY_LIMIT_BYTES + 10), age: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ errorCode: '100413', message: '请求体过大' });
  });

  it('answers an unsupported content type with 415, text/plain too', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'text/plain; charset=utf-8']) {
      const res = await post('phone=1', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({
        errorCode: '100400',
        message: expect.stringMatching(/[\u4e00-\u9fa5]/),
      });
    }
  });

  it('answers a malformed URL with 400 and the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/code/bind-phone/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorCode: '100400', message: '请求地址不正确' });
    // Refused by the router before any hook ran: the security headers are still there.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('maps an AppError to its code, status and data', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: '100409',
      message: '手机号已被使用',
      data: { retryAfterSeconds: 5 },
    });
  });

  it('hides the internals of a server fault', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe('100500');
    expect(res.body).not.toContain('hunter2');
  });
});
