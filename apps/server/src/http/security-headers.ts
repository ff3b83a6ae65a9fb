// Security headers on every answer (pages, files, API, errors): a content security policy that allows only
// what the site and the back office really load, and helmet's usual hardening headers. Helmet's middleware is
// built once here and run on each request's raw response: @fastify/helmet built it again for every request
// (parsing the policy each time, about 10 µs — a tenth of a cached API answer's work).
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and the chart library set inline styles; no inline script is ever needed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Carousel pictures may be data: URLs (the samples) or hosted elsewhere (https:).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      // Schools often serve over plain http on an intranet; upgrading would break every asset there.
      upgradeInsecureRequests: null,
    },
  },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error instanceof Error) done(error);
      else done();
    });
  });
}
