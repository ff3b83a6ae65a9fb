// @vitest-environment node
// Uploads in Node's own fetch and FormData (jsdom's FormData does not travel through Node's fetch): the file of
// an upload call goes as multipart/form-data in the call's field, with the usual envelope coming back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCalls } from '@zhiyuan/contracts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { createHttpClient } from './http-client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it("sends an upload call's file as multipart/form-data in the call's field", async () => {
  const http = createHttpClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
  const url = `/media/${'a'.repeat(64)}.png`;
  server.answer({
    json: {
      errorCode: '0',
      message: 'ok',
      data: { url, sha256: 'a'.repeat(64), contentType: 'image/png', bytes: 3 },
    },
  });
  const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
  await expect(http.request(apiCalls.uploadMedia, undefined, { file })).resolves.toMatchObject({ url });
  const [upload] = server.requests;
  expect(upload).toMatchObject({ method: 'POST', url: '/api/admin/media/upload' });
  expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(upload?.headers.token).toBe('tok');
  expect(upload?.body).toContain('name="file"; filename="logo.png"');
});
