// `cache-control: no-store` is the default for every answer under /api/: a browser, a proxy or a shared
// computer's cache must not keep a student's data, a session's state, a share link's list or a nonce. Only
// the public data calls (public GETs not marked `personal` in the contract) are left to the caches' own
// rules. Set when the request arrives, so errors and early refusals (401, 403, 429, 404) carry it too; a
// handler may still set its own value (a download does).
import type { FastifyInstance } from 'fastify';
import { apiCalls, isCacheableCall, type ApiCallName } from '@zhiyuan/contracts';
import type { ApiRouteConfig } from './calls.ts';

function isCacheable(config: Partial<ApiRouteConfig> | undefined): boolean {
  const name = config?.callName;
  return (
    name !== undefined && Object.hasOwn(apiCalls, name) && isCacheableCall(apiCalls[name as ApiCallName])
  );
}

export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (
      request.url.startsWith('/api/') &&
      !isCacheable(request.routeOptions.config as Partial<ApiRouteConfig>)
    ) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
}
