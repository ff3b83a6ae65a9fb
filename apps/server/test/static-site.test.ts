import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

let app: FastifyInstance;
let siteDist: string;
let adminDist: string;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  siteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-site-'));
  fs.mkdirSync(path.join(siteDist, 'assets'));
  fs.writeFileSync(
    path.join(siteDist, 'index.html'),
    '<!doctype html><title>志愿</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(siteDist, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.mkdirSync(path.join(siteDist, 'prerendered', 'policy'), { recursive: true });
  fs.writeFileSync(
    path.join(siteDist, 'prerendered', 'policy', 'simulate.html'),
    '<!doctype html><title>模拟填报 - 志愿</title><div id="root"><h1>模拟填报</h1></div>',
  );
  adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-admin-'));
  fs.mkdirSync(path.join(adminDist, 'assets'));
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>后台</title><div id="admin">');
  fs.writeFileSync(path.join(adminDist, 'assets', 'admin-5678.js'), 'console.log(2)');
  app = await buildApp(
    loadConfig({
      SITE_DIST: siteDist,
      ADMIN_DIST: adminDist,
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
    }),
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(siteDist, { recursive: true, force: true });
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe('static hosting of the built site', () => {
  it('answers a client route with index.html so refresh and shared links work', async () => {
    const res = await app.inject({ method: 'GET', url: '/data/colleges?keyword=内大' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: '100404' });
  });

  it('answers an unknown API path with the 404 envelope, never the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorCode: '100404', message: '接口不存在' });
  });
});

describe('prerendered pages (the first view written at build time)', () => {
  it('answers a signed-out visitor of such a page with it, and says the answer depends on the cookie', async () => {
    for (const url of ['/policy/simulate', '/policy/simulate/']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: 'size=small' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.body, url).toContain('<h1>模拟填报</h1>');
    }
  });

  it('answers a visitor with a session, or a page asked with a query, with index.html', async () => {
    const cases = [
      { url: '/policy/simulate', headers: { cookie: 'size=small; Admin-Token=abc' } },
      { url: '/policy/simulate?year=2025', headers: {} },
      { url: '/home', headers: {} },
    ];
    for (const { url, headers } of cases) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<h1>');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('does not serve the file under its own path (it is the page, not an asset)', async () => {
    const res = await app.inject({ method: 'GET', url: '/prerendered/policy/simulate.html' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: '100404' });
  });
});

describe('static hosting of the back office under /admin/', () => {
  it('answers its client routes with its own index.html', async () => {
    for (const url of ['/admin/', '/admin/login', '/admin/users?keyword=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="admin">');
    }
  });

  it('lets search engines index its sign-in page only: every other back-office page says noindex', async () => {
    const login = await app.inject({ method: 'GET', url: '/admin/login?redirect=%2Fusers' });
    expect(login.headers['x-robots-tag']).toBeUndefined();
    for (const url of ['/admin/', '/admin/users?keyword=1', '/admin/login/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    const site = await app.inject({ method: 'GET', url: '/data/colleges' });
    expect(site.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends /admin to /admin/ and serves its assets with a long cache', async () => {
    const bare = await app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/admin-5678.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/admin/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps the site pages on the site', async () => {
    const res = await app.inject({ method: 'GET', url: '/administration' });
    expect(res.body).toContain('<div id="root">');
  });
});

describe('without a site build', () => {
  it('still serves the API and answers pages with the 404 envelope', async () => {
    const bare = await buildApp(
      loadConfig({
        SITE_DIST: path.join(siteDist, 'nowhere'),
        ADMIN_DIST: path.join(siteDist, 'nowhere'),
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
      }),
    );
    try {
      expect((await bare.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await bare.inject({ method: 'GET', url: '/home' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
