// Mounted once in the site's layout: the login and register dialogs (so they open on any page), the quiet
// check of a remembered session at start, the reset of cached account data whenever the token changes, and
// focus given back to where it was when a dialog closes. The dialogs, their forms and schemas (zod, the form
// library) load after the first screen, not with it; once loaded they stay mounted.
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { authDialogAtom } from '@zhiyuan/domain';
import { useSessionBootstrap } from '../api/use-session-bootstrap.ts';
import { useAccountQueryReset } from '../hooks/use-account-query-reset.ts';
import { useRestoreFocus } from '../hooks/use-restore-focus.ts';

const loadDialogs = () => import('./auth-dialogs.tsx');
const AuthDialogs = lazy(() => loadDialogs().then((m) => ({ default: m.AuthDialogs })));

/** Loads the dialogs ahead of their first opening (tests wait for it before they start). */
export async function preloadAuthDialogs(): Promise<void> {
  await loadDialogs();
}

export function AuthHost() {
  useSessionBootstrap();
  useAccountQueryReset();
  useRestoreFocus();
  const dialog = useAtomValue(authDialogAtom);
  // Loaded after the first screen and mounted closed, as the dialogs always were; one opened sooner mounts
  // at once (suspending until its chunk is there).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void preloadAuthDialogs().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded || dialog !== null ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}
