import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { connectDomain } from './connect.ts';
import {
  authDialogAtom,
  fetchUserInfoAtom,
  loginAtom,
  loginStatusAtom,
  nameAtom,
  tokenAtom,
} from './state/session.ts';
import { startTestServer } from './testing/test-server.ts';
import type { TestServer } from './testing/test-server.ts';

const { publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const ok = (data: unknown) => ({ json: { errorCode: '0', message: 'ok', data } });

describe('connectDomain', () => {
  it('signs in through the real client, then sends the token', async () => {
    const store = createStore();
    connectDomain(store, { baseUrl: server.baseUrl });
    server.answer(
      ok({ publicKey }),
      ok({ token: 'tok-9', username: '王小明', file: '' }),
      ok({ name: '王小明', file: '/a.png', roles: ['student'], phone: '13800138000' }),
    );
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    await store.set(fetchUserInfoAtom);
    expect(store.get(nameAtom)).toBe('王小明');
    expect(server.requests.map((r) => r.headers['token'])).toEqual([undefined, undefined, 'tok-9']);
  });

  it('expires the session and opens the login dialog when the server says not logged in', async () => {
    const store = createStore();
    const onError = vi.fn();
    const onUnauthorized = vi.fn();
    const { api } = connectDomain(store, { baseUrl: server.baseUrl, onError, onUnauthorized });
    server.answer(ok({ publicKey }), ok({ token: 'tok-9', username: '王小明', file: '' }));
    await store.set(loginAtom, { phone: '13800138000', password: 'secret1' });
    server.answer({ status: 401, json: { errorCode: '100401', message: '登录状态已过期，请重新登录' } });
    await expect(api.getStudentInfo()).rejects.toMatchObject({ code: '100401' });
    expect(store.get(loginStatusAtom)).toBe('0');
    expect(store.get(tokenAtom)).toBe('');
    expect(store.get(authDialogAtom)).toBe('login');
    expect(onError).toHaveBeenCalledWith('登录状态已过期，请重新登录');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
