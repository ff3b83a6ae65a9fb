// Requests that Node's HTTP parser refuses before Fastify sees them (an over-long URL or header, raw
// UTF-8 in the URL, a broken request line or header) still answer with the `{ errorCode, message }`
// envelope in Chinese and a meaningful status, with the security headers of every other answer. inject()
// skips the parser, so these go over a real socket.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { clientErrorResponse } from '../src/http/client-errors.ts';
import { createTestDatabase, type TestDatabase } from './support/databases.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const CHINESE = /[\u4e00-\u9fa5]/;

describe('client errors over a real socket', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp(
      loadConfig({ SITE_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATABASE_URL: database.url }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Writes `request` as it is and reads the answer until the server closes the connection. */
  function send(request: string | Buffer): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const finish = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
        if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
        const headers = Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
          }),
        );
        resolve({ status, headers, body: rest.join('\r\n\r\n') });
      };
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      // The server answers and closes while a long request may still be on its way: a reset then follows
      // the answer, which is already read.
      socket.on('error', finish);
      socket.on('close', finish);
      socket.write(request);
    });
  }

  function expectEnvelope(answer: RawAnswer, status: number, message: RegExp) {
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    const body = JSON.parse(answer.body) as { errorCode: string; message: string };
    expect(body.errorCode).toBe('100400');
    expect(body.message).toMatch(CHINESE);
    expect(body.message).toMatch(message);
    // The security headers every other answer carries (security-headers.test.ts).
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
  }

  const get = (target: string, extraHeaders = '') =>
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`;

  it('answers a well-formed request normally (the harness itself works)', async () => {
    const answer = await send(get('/api/health'));
    expect(answer.status).toBe(200);
  });

  it('answers a 100 KB URL with 431 and the envelope', async () => {
    expectEnvelope(await send(get(`/api/college/search?keyword=${'a'.repeat(100_000)}`)), 431, /过长/);
  });

  it('answers a 20 KB header with 431 and the envelope', async () => {
    expectEnvelope(await send(get('/api/health', `X-Padding: ${'a'.repeat(20_000)}\r\n`)), 431, /过长/);
  });

  it('answers raw UTF-8 in the query or path with 400, saying it must be URL-encoded', async () => {
    expectEnvelope(await send(Buffer.from(get('/api/college/search?keyword=北京'), 'utf8')), 400, /编码/);
    expectEnvelope(await send(Buffer.from(get('/api/学校'), 'utf8')), 400, /编码/);
  });

  it('answers a broken request line or header with 400 and the envelope', async () => {
    expectEnvelope(await send('HELLO\r\n\r\n'), 400, /请求格式不正确/);
    expectEnvelope(await send('GET / HTTP/9.9\r\nHost: x\r\n\r\n'), 400, /请求格式不正确/);
    expectEnvelope(await send('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'), 400, /请求格式不正确/);
  });

  it('answers a request that never finished arriving with 408 (the answer as written to the socket)', () => {
    const [head = '', body = ''] = clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT').split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(body)).toEqual({ errorCode: '100400', message: '请求超时，请重试' });
  });
});
