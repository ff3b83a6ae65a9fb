// Import files for the suites: CSV text in UTF-8 or GBK (Node has no GBK encoder, so one is built from the
// WHATWG decoder), and multipart bodies and uploads as a browser's FormData would send them.
import { randomBytes } from 'node:crypto';
import type { CallResult, TestApp } from './test-app.ts';

/** A CSV file: rows of cells joined with commas, lines with CRLF (as Excel writes them). */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

let gbkTable: Map<string, number[]> | undefined;

/** `text` in GBK (what Excel's “CSV” is on Chinese Windows). */
export function gbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && char !== '\ufffd' && !gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = gbkTable.get(char);
      if (!pair) throw new Error(`${char} has no GBK encoding`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}

/** A multipart/form-data body with one file part (and optional text fields before it). */
export function multipart(
  file: { field?: string; name: string; type?: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----zhiyuan${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart upload of one file to `url` from the back office as `token`, as a browser's FormData would send it. */
export async function uploadFile<T = unknown>(
  t: TestApp,
  url: string,
  file: { field?: string; name: string; type?: string; bytes: Uint8Array },
  token: string,
  ip = '127.0.0.1',
): Promise<CallResult<T>> {
  const { body, contentType } = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, token, client: 'admin' },
    payload: body,
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
