// How a request appears in the log: Fastify's own fields, with the values of secret query parameters
// replaced (the bind-phone code's captcha answer and a parent's share-link token — /share/volunteer and
// /api/share/volunteer — travel in the query, and the request line is logged before any handler runs). Bodies and secret headers are kept out by the redaction paths in app.ts.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY_PARAMETERS = ['captchaCode', 'token'];

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_QUERY_PARAMETERS.includes(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** pino's `req` serializer: Fastify's fields, the URL's secrets redacted (also for a `req` code logs itself). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactQuery(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
