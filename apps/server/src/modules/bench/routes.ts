// BENCHMARK ONLY (registered when buildApp gets `benchRoutes`, which only bench/ does): a bare route that
// answers a prepared envelope of about `bytes` bytes without touching data, so `npm run bench` can compare
// each real endpoint with the cost of Fastify, the hooks, query validation and JSON alone at a similar
// response size.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteConfig } from '../../http/calls.ts';

const config: ApiRouteConfig = { access: 'public', callName: 'benchBaseline' };
const query = z.object({ bytes: z.coerce.number().int().min(100).max(1_000_000).default(1000) });
const bodies = new Map<number, object>();

/** A success envelope of about `bytes` bytes of JSON: a list of small items, like the real answers. */
function bodyOf(bytes: number): object {
  const known = bodies.get(bytes);
  if (known) return known;
  const item = { id: 1, code: '4115010126', name: '内蒙古大学', score: 512.5, sample: true };
  const itemBytes = Buffer.byteLength(JSON.stringify(item)) + 1;
  const count = Math.max(1, Math.round((bytes - 60) / itemBytes));
  const body = {
    errorCode: '0',
    message: '操作成功',
    data: { total: count, items: Array.from({ length: count }, (_, i) => ({ ...item, id: i + 1 })) },
  };
  bodies.set(bytes, body);
  return body;
}

export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/bench/baseline', { config, schema: { querystring: query } }, async (request) =>
    bodyOf(request.query.bytes),
  );
};
