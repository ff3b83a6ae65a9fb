import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  app = await buildApp(
    loadConfig({ SITE_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATABASE_URL: database.url }),
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('GET /api/health', () => {
  it('answers the success envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ errorCode: '0', data: { status: 'ok' } });
    expect(typeof body.message).toBe('string');
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
