import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { apiCalls } from '@zhiyuan/contracts';
import type { CarouselItem, Favourite, UserInfo } from '@zhiyuan/contracts';
import { createHttpClient } from '../http/http-client.ts';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { createApi } from './create-api.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const ok = (data: unknown) => ({ json: { errorCode: '0', message: 'ok', data } });

describe('createApi', () => {
  it('has one function per contract call, and none for other names', async () => {
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    for (const name of Object.keys(apiCalls)) expect(typeof api[name as keyof typeof api]).toBe('function');
    // A Promise probes `then`: the api must not look like one.
    expect((api as unknown as Record<string, unknown>)['then']).toBeUndefined();
    const unknown = (api as unknown as Record<string, () => Promise<unknown>>)['noSuchCall'];
    await expect(unknown?.()).rejects.toThrow('noSuchCall');
  });

  it('calls each path with its method and input', async () => {
    const api = createApi(createHttpClient({ baseUrl: server.baseUrl }));
    server.answer(
      ok([{ imageUrl: '/1.jpg', url: 'https://example.cn' }]),
      ok({ name: '王小明', file: '', roles: ['student'], phone: '13800138000' }),
      ok({ kind: 'college', targetId: '10001', title: '北京大学', createdAt: '2025-06-01T00:00:00.000Z' }),
      ok(undefined),
      ok({ cooldownSeconds: 60 }),
    );
    const carousel = await api.getScrollImages();
    const user = await api.getUserInfo();
    const favourite = await api.collectWeb({ kind: 'college', targetId: '10001' });
    await api.removeCollection({ kind: 'college', targetId: '10001' }, { silent: true });
    await api.sendBindPhoneCode({ phone: '13900139000', captchaId: 'c-1', captchaCode: 'aB3d' });
    expect(carousel).toEqual([{ imageUrl: '/1.jpg', url: 'https://example.cn' }]);
    expect(user?.roles).toEqual(['student']);
    expect(favourite.title).toBe('北京大学');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/scrollSetting/getScrollImages',
      'GET /api/user/getUserInfo',
      'POST /api/userCollections/collectWeb',
      'POST /api/userCollections/remove',
      'GET /api/user/code/bind-phone/13900139000?captchaId=c-1&captchaCode=aB3d',
    ]);
    expect(JSON.parse(server.requests[3]?.body ?? '')).toEqual({ kind: 'college', targetId: '10001' });
  });

  it('types every function from the contracts', () => {
    const api = createApi(createHttpClient());
    expectTypeOf(api.getScrollImages).returns.resolves.toEqualTypeOf<CarouselItem[]>();
    expectTypeOf(api.getUserInfo).returns.resolves.toEqualTypeOf<UserInfo | undefined>();
    expectTypeOf(api.listCollections).parameter(0).toEqualTypeOf<{ kind?: Favourite['kind'] | undefined }>();
    expectTypeOf(api.loginOut).returns.resolves.toEqualTypeOf<void>();
  });
});
