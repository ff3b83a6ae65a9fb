// Requests Node's HTTP parser refuses before Fastify sees them: an over-long URL or header (431), raw
// UTF-8 or other bytes not allowed in a URL, a broken request line or header (400), a request that never
// finished arriving (408). Fastify's default answers these with its own English JSON; here they get the
// `{ errorCode, message }` envelope in Chinese and the security headers like every other answer, then the
// connection is closed.
import http from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type Envelope } from '@zhiyuan/contracts';
import { SECURITY_HEADERS } from './security-headers.ts';

interface ClientErrorAnswer {
  status: number;
  message: string;
}

const MALFORMED: ClientErrorAnswer = { status: 400, message: '请求格式不正确' };

/** By Node's parser error code; anything else is MALFORMED. */
const ANSWERS: Record<string, ClientErrorAnswer> = {
  // The URL counts towards the header size (16 KB by default), so an over-long URL lands here too.
  HPE_HEADER_OVERFLOW: { status: 431, message: '请求地址或请求头过长' },
  HPE_INVALID_URL: {
    status: 400,
    message: '请求地址含有不允许的字符：中文等字符须先经 URL 编码（encodeURIComponent）',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '请求超时，请重试' },
};

/** The raw HTTP answer for a client error: status line, headers and the envelope. */
export function clientErrorResponse(code: string | undefined): string {
  const { status, message } = (code && ANSWERS[code]) || MALFORMED;
  const envelope: Envelope = { errorCode: ERROR_CODES.badRequest, message };
  const body = JSON.stringify(envelope);
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: answers with the envelope when the socket can still be written. */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.end(clientErrorResponse(error.code));
  else socket.destroy(error);
}
