import { describe, expect, it } from 'vitest';
import { ApiError } from '@zhiyuan/domain';
import { retryUnlessAnswered } from './retry.ts';

describe('retryUnlessAnswered', () => {
  it('tries a lost connection once more, never the server’s answer', () => {
    expect(retryUnlessAnswered(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessAnswered(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryUnlessAnswered(0, new ApiError('api', '100404', '不存在', 404))).toBe(false);
    expect(retryUnlessAnswered(0, new ApiError('network', 'NETWORK_ERROR', '网络异常', 0))).toBe(true);
  });
});
