import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  defaultMessageForCode,
  errorCodeForHttpStatus,
  httpStatusForCode,
  isUnauthorizedCode,
} from './error-codes.ts';

describe('error-code catalogue', () => {
  it('gives each code its HTTP status', () => {
    expect(
      Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.httpStatus])),
    ).toEqual({
      '0': 200,
      '100400': 400,
      '100401': 401,
      '100403': 403,
      '100404': 404,
      '100409': 409,
      '100413': 413,
      '100429': 429,
      '100500': 500,
    });
  });

  it('has a Chinese default message for every code', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(entry.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('treats 100401 and the legacy 50012 / 50014 as not logged in, and nothing else', () => {
    expect(['100401', '50012', '50014'].map(isUnauthorizedCode)).toEqual([true, true, true]);
    expect(['0', '100403', '50013', '', '401'].map(isUnauthorizedCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('maps codes to statuses and back', () => {
    expect(httpStatusForCode(ERROR_CODES.tooManyRequests)).toBe(429);
    expect(httpStatusForCode('50014')).toBe(401);
    expect(httpStatusForCode('999')).toBe(500);
    expect(errorCodeForHttpStatus(404)).toBe('100404');
    expect(errorCodeForHttpStatus(418)).toBe('100400');
    expect(errorCodeForHttpStatus(502)).toBe('100500');
    expect(errorCodeForHttpStatus(204)).toBe('0');
  });

  it('falls back to sensible default messages', () => {
    expect(defaultMessageForCode('50012')).toBe(ERROR_CATALOGUE['100401'].message);
    expect(defaultMessageForCode('nope')).toBe(ERROR_CATALOGUE['100500'].message);
    expect(defaultMessageForCode('100403')).toBe(ERROR_CATALOGUE['100403'].message);
  });
});
