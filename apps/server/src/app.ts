// The application as a Fastify instance: everything main.ts listens with and tests `inject()` into.
// Infrastructure first (validation, error envelope, static site), then one plugin per module.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import { registerErrorEnvelope } from './http/error-envelope.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerStaticSite } from './plugins/static-site.ts';

/** Largest JSON body any route accepts; imports use multipart with their own limit. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.token',
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const siteServed = await registerStaticSite(app, { root: config.siteDist });
  registerErrorEnvelope(app, { spaFallback: siteServed });

  await app.register(healthRoutes);
  return app;
}
