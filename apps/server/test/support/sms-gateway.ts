// A real local HTTP server standing in for a school's SMS gateway: it records what the webhook driver posts
// and answers with the statuses a test scripts (200 by default).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  phone: string;
  code: string;
  purpose: string;
  text: string;
  authorization: string | undefined;
  contentType: string | undefined;
}

export interface FakeGateway {
  url: string;
  received: ReceivedSms[];
  /** Statuses for the next requests, in order ('hang' never answers); afterwards 200. */
  script: (number | 'hang')[];
  /** Requests seen, including failed ones. */
  hits: number;
  lastCodeFor(phone: string): string;
  close(): Promise<void>;
}

export async function startFakeGateway(): Promise<FakeGateway> {
  const gateway: Omit<FakeGateway, 'url' | 'close'> = {
    received: [],
    script: [],
    hits: 0,
    lastCodeFor(phone) {
      const found = [...gateway.received].reverse().find((m) => m.phone === phone);
      if (!found) throw new Error(`the gateway received no SMS for ${phone}`);
      return found.code;
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      gateway.hits++;
      const step = gateway.script.shift() ?? 200;
      if (step === 'hang') return;
      if (step === 200) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<
          ReceivedSms,
          'authorization' | 'contentType'
        >;
        gateway.received.push({
          ...body,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
        });
      }
      res.writeHead(step, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...gateway,
    get received() {
      return gateway.received;
    },
    get script() {
      return gateway.script;
    },
    set script(value) {
      gateway.script = value;
    },
    get hits() {
      return gateway.hits;
    },
    url: `http://127.0.0.1:${port}/sms`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
