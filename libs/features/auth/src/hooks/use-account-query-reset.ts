// Keeps cached account data in step with the session: when the token changes (sign in, sign out, expiry),
// everything under the account key is dropped, and what is on screen is fetched again with the new token.
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { ACCOUNT_QUERY_KEY, tokenAtom } from '@zhiyuan/domain';

export function useAccountQueryReset(): void {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const previous = useRef(token);

  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    if (token) void queryClient.resetQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
    else queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
  }, [token, queryClient]);
}
