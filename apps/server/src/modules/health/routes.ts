// Liveness probe for load balancers and the e2e harness: answers as soon as the app can serve requests.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '@zhiyuan/contracts';
import { z } from 'zod';
import type { ApiRouteConfig } from '../../http/calls.ts';

const healthData = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const config: ApiRouteConfig = { access: 'public', callName: 'health' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { config, schema: { response: { 200: envelope(healthData) } } }, async () =>
    ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
};
