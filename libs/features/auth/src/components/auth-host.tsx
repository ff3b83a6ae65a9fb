// Mounted once in the site's layout: the login and register dialogs (so they open on any page), the quiet
// check of a remembered session at start, the reset of cached account data whenever the token changes, and
// focus given back to where it was when a dialog closes. The dialogs, their forms and schemas (zod, the form
// library, the overlays) load at the user's first pointer, touch or key, not with the page: a page shows
// without them, and on a phone they would share its slow link and busy main thread with the page's own code
// and data. Once loaded they stay mounted; one asked for sooner (a protected page) loads and opens at once.
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { authDialogAtom } from '@zhiyuan/domain';
import { useSessionBootstrap } from '../api/use-session-bootstrap.ts';
import { useAccountQueryReset } from '../hooks/use-account-query-reset.ts';
import { useFirstInteraction } from '../hooks/use-first-interaction.ts';
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
  // Mounted closed once loaded, as the dialogs always were, so that they open at once; one asked for sooner
  // mounts at once (suspending until its chunk is there). Once mounted they stay, so closing still animates.
  const [mounted, setMounted] = useState(false);
  if (dialog !== null && !mounted) setMounted(true);
  useFirstInteraction(() => {
    // A failed fetch (a dropped phone network) is tried again when a dialog is asked for.
    preloadAuthDialogs().then(
      () => setMounted(true),
      () => undefined,
    );
  });
  return mounted ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}
