// The query options of one contract call: keyed by the call and its input (callKey), asked with the query's
// abort signal, and by default `silent` — the page shows a failure where the data would be, so the global
// error toast stays out of it. Callers spread it and add what differs (staleTime, placeholderData, retry).
import { queryOptions } from '@tanstack/react-query';
import type { ApiCallName, ApiCalls, CallData, CallInput } from '@zhiyuan/contracts';
import { callKey, type Api, type RequestOptions } from '@zhiyuan/domain';

/** The calls that take an input. */
export type CallWithInput = {
  [N in ApiCallName]: CallInput<ApiCalls[N]> extends undefined ? never : N;
}[ApiCallName];

export function callQuery<N extends CallWithInput>(
  api: Pick<Api, N>,
  name: N,
  input: CallInput<ApiCalls[N]>,
  { silent = true }: { silent?: boolean } = {},
) {
  // Api's mapped type cannot be narrowed through the generic name; every call with input has this shape.
  const ask = api[name] as unknown as (
    input: CallInput<ApiCalls[N]>,
    options: RequestOptions,
  ) => Promise<CallData<ApiCalls[N]>>;
  const queryKey = (callKey as (name: N, input: CallInput<ApiCalls[N]>) => readonly unknown[])(name, input);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => ask(input, { signal, silent }),
  });
}
