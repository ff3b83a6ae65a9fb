// Asks a GET contract call of a fake server and of the real test app, and reads both answers the same way:
// a success through the call's response schema, a failure as its status, error code and message.
import { apiCalls, type ApiCallName } from '@zhiyuan/contracts';
import type { FakeServer } from '@zhiyuan/feature-testing/fake-server';
import type { TestApp } from '../support/test-app.ts';

type Answer = { status: number; body: { errorCode?: unknown; message?: unknown; data?: unknown } };

export async function askBoth(t: TestApp, fake: FakeServer, name: ApiCallName, query: string) {
  const call = apiCalls[name];
  const url = encodeURI(`${call.path}${query ? `?${query}` : ''}`);
  const res = await fake.fetch(`http://fake${url}`);
  const faked: Answer = { status: res.status, body: (await res.json()) as Answer['body'] };
  const real: Answer = await t.call({ url });
  const read = (answer: Answer) =>
    answer.body.errorCode === '0'
      ? { status: answer.status, data: call.response.parse(answer.body.data) }
      : { status: answer.status, errorCode: answer.body.errorCode, message: answer.body.message };
  return { faked: read(faked), real: read(real) };
}
