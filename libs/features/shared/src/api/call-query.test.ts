import { describe, expect, it, vi } from 'vitest';
import type { Api } from '@zhiyuan/domain';
import { callQuery } from './call-query.ts';

describe('callQuery', () => {
  it('keys the query by the call and its input, and asks the call silently with the signal', async () => {
    const getCollege = vi.fn(async () => ({ id: 366 }));
    const api = { getCollege } as unknown as Pick<Api, 'getCollege'>;
    const options = callQuery(api, 'getCollege', { id: 366 });
    expect(options.queryKey).toEqual(['getCollege', { id: 366 }]);
    const signal = new AbortController().signal;
    await (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(getCollege).toHaveBeenCalledWith({ id: 366 }, { signal, silent: true });
  });

  it('lets the global toast report a failure when asked', async () => {
    const getCollege = vi.fn(async () => ({ id: 1 }));
    const api = { getCollege } as unknown as Pick<Api, 'getCollege'>;
    const options = callQuery(api, 'getCollege', { id: 1 }, { silent: false });
    const signal = new AbortController().signal;
    await (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(getCollege).toHaveBeenCalledWith({ id: 1 }, { signal, silent: false });
  });
});
