/**
 * The query keys of server state, one factory for every TanStack query of the apps: a key names the contract
 * call it caches and the call's input (`['lookupRank', { year, category, score }]`), so two screens asking
 * the same call with the same input share one cache entry, and a key can never name a call that does not
 * exist. Data of the signed-in person sits under the `account` prefix, so that signing in, out or as
 * someone else drops all of it in one call (`['account', 'getStudentInfo']`).
 */
import type { ApiCallName, ApiCalls, CallInput } from '@zhiyuan/contracts';

/** First element of every query key holding the signed-in person's data. */
export const ACCOUNT_QUERY_KEY = 'account';

/** The input of a call, or nothing for a call without input. */
type InputArgs<N extends ApiCallName> =
  CallInput<ApiCalls[N]> extends undefined ? [] : [input?: CallInput<ApiCalls[N]>];

export type CallKey<N extends ApiCallName> = readonly [N] | readonly [N, CallInput<ApiCalls[N]>];
export type AccountCallKey<N extends ApiCallName> =
  readonly [typeof ACCOUNT_QUERY_KEY, N] | readonly [typeof ACCOUNT_QUERY_KEY, N, CallInput<ApiCalls[N]>];

/**
 * `callKey('searchColleges', query)`: the key of a public call's answer. Without the input it is the prefix
 * of every answer of that call (for invalidation).
 */
export function callKey<N extends ApiCallName>(name: N, ...input: InputArgs<N>): CallKey<N> {
  return (input.length > 0 && input[0] !== undefined ? [name, input[0]] : [name]) as CallKey<N>;
}

/** `accountCallKey('getStudentInfo')`: the key of the signed-in person's data from a call. */
export function accountCallKey<N extends ApiCallName>(name: N, ...input: InputArgs<N>): AccountCallKey<N> {
  return [ACCOUNT_QUERY_KEY, ...callKey(name, ...input)] as unknown as AccountCallKey<N>;
}

/** The factory as one object: `queryKeys.call('lookupRank', lookup)`, `queryKeys.account('listCollections')`. */
export const queryKeys = {
  call: callKey,
  account: accountCallKey,
  accountPrefix: [ACCOUNT_QUERY_KEY],
} as const;
