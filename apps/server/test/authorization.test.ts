// Authorization over the app's own route table, collected with an onRoute hook — not a hand-written list:
// every protected route answers 100401 to anonymous and forged callers and 100403 to every role its access
// list leaves out (derived from the route's own list, for student, teacher, editor and admin), whatever
// the request carries; and the routes are exactly the contract's registry. Every answer of a call that is not
// public data (a protected call, or a public one marked personal) says `cache-control: no-store`, errors too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import {
  apiCalls,
  isCacheableCall,
  rolesDenied,
  ROLES,
  type ApiCallName,
  type CallAccess,
  type Role,
} from '@zhiyuan/contracts';
import type { ApiRouteConfig } from '../src/http/calls.ts';
import { DAY, SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure } from './support/expect.ts';
import { startTestApp, type CallOptions, type TestApp } from './support/test-app.ts';

interface CollectedRoute {
  method: string;
  url: string;
  access: CallAccess | undefined;
  callName: string | undefined;
}

function collect(into: CollectedRoute[]) {
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as Partial<ApiRouteConfig> | undefined;
    for (const method of methods) {
      into.push({ method, url: route.url, access: config?.access, callName: config?.callName });
    }
  };
}

/** A request to `route`: path parameters filled, and a body that is wrong on purpose for POSTs. */
function requestFor(route: CollectedRoute, token?: string): CallOptions {
  return {
    method: route.method as CallOptions['method'],
    url: route.url.replace(/:[A-Za-z_]+/g, '13800138000'),
    ...(route.method === 'POST' ? { body: { nonsense: true } } : {}),
    ...(token === undefined ? {} : { token }),
  };
}

/** Whether a route's answers may be kept by a cache: public data only (the health probe is not). */
const cacheable = (route: CollectedRoute) =>
  route.callName !== undefined && route.callName in apiCalls
    ? isCacheableCall(apiCalls[route.callName as ApiCallName])
    : false;

/** Public data calls whose handlers set their own cache rule (the export: a file made while it is sent). */
const OWN_CACHE_RULE = ['/api/admission/export'];

/** An answer of a route that is not public data must not be stored by any cache. */
function expectNoStore(route: CollectedRoute, who: string, headers: Record<string, unknown>) {
  expect(headers['cache-control'], `${who} ${route.method} ${route.url}`).toBe('no-store');
}

/** Roles that may not make a call of `access` (acting as that role): those its list leaves out. */
const denied = (access: CallAccess): Role[] => rolesDenied(access, ROLES);

describe.each(DATABASE_KINDS)('authorization on %s', (kind) => {
  let t: TestApp;
  const routes: CollectedRoute[] = [];
  const api = () => routes.filter((r) => r.url.startsWith('/api/'));
  const isProtected = (r: CollectedRoute) => r.access !== 'public';
  const tokens = new Map<Role, string>();
  let nextPhone = 16000000000;

  beforeAll(async () => {
    t = await startTestApp(kind, { build: { onRoute: collect(routes) } });
    for (const role of ROLES) {
      t.clock.advance(61 * SECOND);
      tokens.set(role, await t.signUp(String(++nextPhone), { roles: [role] }));
    }
  });
  afterAll(() => t.close());

  it('registers exactly the contract’s calls (plus the health probe), each with its access rule', () => {
    const registered = api()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${String(r.access)}`)
      .sort();
    const expected = [
      ...Object.values(apiCalls).map((c) => `${c.method} ${c.path} ${String(c.access)}`),
      'GET /api/health public',
    ].sort();
    expect(registered).toEqual(expected);
    expect(api().every((r) => r.access !== undefined)).toBe(true);
    expect(api().filter(isProtected).length).toBeGreaterThan(10);
    // Fastify answers HEAD for every GET; those routes carry the same access rule.
    expect(api().filter((r) => r.method === 'HEAD' && isProtected(r)).length).toBeGreaterThan(3);
  });

  it('serves outside the API only the public files, which need no session', async () => {
    const files = routes
      .filter((r) => !r.url.startsWith('/api/') && r.method === 'GET')
      .map((r) => r.url)
      .sort();
    expect(files).toEqual(['/media/:name', '/robots.txt', '/sitemap.xml', '/sitemap/:name']);
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      for (const token of [undefined, 'forged-token', ...tokens.values()]) {
        const headers = token === undefined ? {} : { token };
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${token ?? 'anonymous'}`).toBe(200);
      }
    }
  });

  it('answers 100401 to anonymous callers on every protected route', async () => {
    for (const route of api().filter(isProtected)) {
      const res = await t.call(requestFor(route));
      expectNoStore(route, 'anonymous', res.headers);
      if (route.method === 'HEAD') {
        expect(res.status, `${route.method} ${route.url}`).toBe(401);
        continue;
      }
      expectFailure(res, '100401', 401, '请先登录');
    }
  });

  it('answers 100401 to forged, expired and revoked tokens on every protected route', async () => {
    t.clock.advance(61 * SECOND);
    const revoked = await t.signUp(String(++nextPhone));
    await t.call({ url: '/api/user/loginOut', token: revoked });
    t.clock.advance(61 * SECOND);
    const expiring = await t.signUp(String(++nextPhone));
    const forged = ['admin-token', 'teacher-token', `${'A'.repeat(42)}=`, revoked];
    for (const route of api().filter((r) => isProtected(r) && r.method !== 'HEAD')) {
      for (const token of forged) {
        expectFailure(await t.call(requestFor(route, token)), '100401', 401, '登录状态已过期，请重新登录');
      }
    }
    // Expiry last: it moves the clock for everyone, so the role tokens are renewed afterwards.
    t.clock.advance(8 * DAY);
    for (const route of api().filter((r) => isProtected(r) && r.method !== 'HEAD')) {
      expectFailure(await t.call(requestFor(route, expiring)), '100401', 401);
    }
    for (const role of ROLES) {
      t.clock.advance(61 * SECOND);
      tokens.set(role, await t.signUp(String(++nextPhone), { roles: [role] }));
    }
  });

  it('answers 100403 to every role without access, and lets the others past the check', async () => {
    let denials = 0;
    for (const route of api().filter((r) => isProtected(r) && r.method !== 'HEAD')) {
      const access = route.access ?? 'user';
      for (const [role, token] of tokens) {
        const res = await t.call(requestFor(route, token));
        expectNoStore(route, role, res.headers);
        if (denied(access).includes(role)) {
          expectFailure(res, '100403', 403, '没有权限执行此操作');
          denials++;
        } else {
          // Past authorization: whatever the nonsense input earns, it is not 401 or 403.
          expect([401, 403], `${role} ${route.method} ${route.url}: ${res.body.message}`).not.toContain(
            res.status,
          );
        }
      }
    }
    const expected = Object.values(apiCalls).reduce((sum, c) => sum + denied(c.access).length, 0);
    expect(denials).toBe(expected);
    // Every role but admin is refused somewhere (the matrix is not trivially all-or-nothing).
    const refusedSomewhere = ROLES.filter((role) =>
      Object.values(apiCalls).some((c) => denied(c.access).includes(role)),
    );
    expect(refusedSomewhere).toEqual(['student', 'teacher', 'editor']);
  });

  it('keeps personal answers of public calls out of caches, and only those', async () => {
    const personal = api().filter((r) => !isProtected(r) && r.method === 'GET' && !cacheable(r));
    expect(personal.map((r) => r.url).sort()).toEqual([
      '/api/health',
      '/api/share/volunteer',
      '/api/user/checkLogin',
      '/api/user/getImageCode',
      '/api/user/loginOut',
      '/api/user/publicKey',
    ]);
    for (const route of api().filter((r) => !isProtected(r))) {
      for (const token of [undefined, tokens.get('student')]) {
        // Through inject: a public download answers with its file, not JSON.
        const request = requestFor(route, token);
        const res = await t.app.inject({
          method: request.method ?? 'GET',
          url: request.url,
          headers: { client: 'web', ...(token ? { token } : {}) },
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        });
        if (cacheable(route) && !OWN_CACHE_RULE.includes(route.url)) {
          expect(res.headers['cache-control'], route.url).toBeUndefined();
        } else expectNoStore(route, token ? 'student' : 'anonymous', res.headers);
      }
    }
  });
});
