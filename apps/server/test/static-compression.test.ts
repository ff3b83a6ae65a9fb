// The built site's precompressed copies (.br, .gz beside each file) are sent with the matching
// Content-Encoding, over a real listening server: brotli when accepted, else gzip, else the plain file; HTML
// is never cached, fingerprinted assets are cached for a year.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

let app: FastifyInstance;
let base: string;
let siteDist: string;
let database: TestDatabase;

const html = `<!doctype html><title>志愿</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const js = `console.log(${JSON.stringify('志愿'.repeat(500))});`;

function writeWithCopies(file: string, body: string) {
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  siteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'zhiyuan-site-'));
  fs.mkdirSync(path.join(siteDist, 'assets'));
  writeWithCopies(path.join(siteDist, 'index.html'), html);
  writeWithCopies(path.join(siteDist, 'assets', 'index-AbC123.js'), js);
  app = await buildApp(loadConfig({ SITE_DIST: siteDist, LOG_LEVEL: 'silent', DATABASE_URL: database.url }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(siteDist, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(js);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(js);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(js);
  });

  it('sends a client route the compressed page, never cached', async () => {
    const res = await get('/data/colleges?keyword=内大', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(html);
  });

  it('sends /index.html itself compressed and never cached', async () => {
    const res = await get('/index.html', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.body).toString()).toBe(html);
  });
});
