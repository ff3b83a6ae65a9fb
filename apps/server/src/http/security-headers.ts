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

/**
 * The same headers as a record, for answers made before the hooks run: the router's refusals (app.ts's
 * frameworkErrors) and what is written to the socket for the HTTP parser's (client-errors.ts). Helmet sets
 * fixed values, so running it once on a stand-in response gives them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  securityHeaders(
    {} as Parameters<typeof securityHeaders>[0],
    response as unknown as Parameters<typeof securityHeaders>[1],
    () => undefined,
  );
  return headers;
})();

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error instanceof Error) done(error);
      else done();
    });
  });
}
