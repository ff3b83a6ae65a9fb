import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountCallKey, ACCOUNT_QUERY_KEY, callKey, queryKeys, type CallKey } from './query-keys.ts';

describe('query keys', () => {
  it('name the contract call and its input', () => {
    const lookup = { year: 2025, category: '物理类', score: 600 };
    expect(callKey('lookupRank', lookup)).toEqual(['lookupRank', lookup]);
    expect(queryKeys.call('lookupRank', lookup)).toEqual(callKey('lookupRank', lookup));
  });

  it('are the bare call name for calls without input, and a prefix of every answer without one', () => {
    expect(callKey('getSiteConfig')).toEqual(['getSiteConfig']);
    expect(callKey('searchColleges')).toEqual(['searchColleges']);
  });

  it('put the signed-in person’s data under the account prefix', () => {
    expect(accountCallKey('getStudentInfo')).toEqual([ACCOUNT_QUERY_KEY, 'getStudentInfo']);
    expect(accountCallKey('listCollections', {})).toEqual(['account', 'listCollections', {}]);
    expect(queryKeys.accountPrefix).toEqual(['account']);
  });

  it('accept only call names of the contract and their inputs', () => {
    // @ts-expect-error — no such call
    callKey('lookupRanks');
    // @ts-expect-error — the input of lookupRank has no `rank`
    callKey('lookupRank', { year: 2025, category: '物理类', rank: 1 });
    expectTypeOf(callKey('getMajor', { code: '080901' })).toEqualTypeOf<CallKey<'getMajor'>>();
  });
});
