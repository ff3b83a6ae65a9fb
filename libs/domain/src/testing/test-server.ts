/**
 * A real HTTP server on 127.0.0.1 for the client tests: each test queues the answers it wants and reads
 * back the requests that arrived (method, URL, headers, body).
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers a request: status, JSON body (or raw text), or `hang` to never answer. */
export type Answer =
  | { status?: number; json: unknown }
  | { status?: number; text: string; contentType?: string }
  | { hang: true };

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers the next requests in order; when the queue is empty every request gets `fallback`. */
  answer(...answers: Answer[]): void;
  close(): Promise<void>;
}

export async function startTestServer(fallback: Answer = { json: { errorCode: '0', message: 'ok' } }) {
  const queue: Answer[] = [];
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = queue.shift() ?? fallback;
      if ('hang' in answer) {
        hanging.add(res);
        return;
      }
      if ('json' in answer) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? 'text/html; charset=utf-8',
        });
        res.end(answer.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const testServer: TestServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (...answers) => {
      queue.push(...answers);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return testServer;
}
