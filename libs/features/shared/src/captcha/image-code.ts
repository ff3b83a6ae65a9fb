// The image captcha (GET /api/user/getImageCode). Each captcha field has its own query (keyed by the field's
// id): a captcha is spent by the first code request that uses it, so two forms must never share one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey, type Api } from '@zhiyuan/domain';
import { useDomain } from '@zhiyuan/feature-domain-context';

export const imageCodeQuery = (api: Api, fieldId: string) =>
  queryOptions({
    // The call has no input; the field's id keeps each form's captcha its own.
    queryKey: [...callKey('getImageCode'), fieldId] as const,
    queryFn: ({ signal }) => api.getImageCode({ signal }),
    // A captcha changes only when asked to (换一张) or after it was used; never behind the person's back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

/** `enabled: false` fetches nothing until a captcha is needed (the login form, before any lock-out). */
export function useImageCode(fieldId: string, enabled = true) {
  const { api } = useDomain();
  return useQuery({ ...imageCodeQuery(api, fieldId), enabled });
}
