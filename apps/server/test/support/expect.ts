// Assertions on the envelope shared by the suites.
import { expect } from 'vitest';
import type { CallResult } from './test-app.ts';

const CHINESE = /[\u4e00-\u9fa5]/;

/** A failure with this code and HTTP status, whose message is Chinese and (when given) matches. */
export function expectFailure(
  res: CallResult<unknown>,
  errorCode: string,
  status: number,
  message?: string | RegExp,
) {
  expect({ status: res.status, errorCode: res.body.errorCode }, res.body.message).toEqual({
    status,
    errorCode,
  });
  expect(res.body.message).toMatch(CHINESE);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else if (message) expect(res.body.message).toMatch(message);
}

/** A success; returns its data. */
export function expectSuccess<T>(res: CallResult<T>): T {
  expect({ status: res.status, errorCode: res.body.errorCode }, res.body.message).toEqual({
    status: 200,
    errorCode: '0',
  });
  return res.body.data as T;
}
