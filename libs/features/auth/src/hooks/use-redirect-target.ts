// Where to go after signing in: the `redirect` query parameter when it is a path of this site, else /home.
// Anything else (another origin, `//host`, `javascript:`) is ignored so a link cannot send people away.
import { useSearchParams } from 'react-router';

export const DEFAULT_REDIRECT = '/home';

export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_REDIRECT;
  }
  return value;
}

export function useRedirectTarget(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect'));
}
