// Server state that belongs to the signed-in person (student info, scores, favourites, user info) is cached
// under one key prefix, so that signing in, out or as someone else can drop all of it in one call and no
// page ever shows the previous person's data.

/** First element of every query key holding the signed-in person's data. */
export const ACCOUNT_QUERY_KEY = 'account';

/** `['account', ...parts]`: a query key of the signed-in person's data. */
export function accountQueryKey<const T extends readonly unknown[]>(...parts: T) {
  return [ACCOUNT_QUERY_KEY, ...parts] as const;
}
