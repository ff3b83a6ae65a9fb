// Gives focus back to where it was when the auth dialogs opened. The dialogs open from anywhere — a top-bar
// button, a page's prompt, a "not logged in" answer — without a Radix trigger to return to, so without this
// focus would fall to <body> on close. Swapping login ↔ register keeps the original place.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { authDialogAtom } from '@zhiyuan/domain';

export function useRestoreFocus(): void {
  const dialog = useAtomValue(authDialogAtom);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const open = dialog !== null;
    if (open && !wasOpen.current) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    if (!open && wasOpen.current) {
      const target = opener.current;
      opener.current = null;
      // After Radix has finished closing (it moves focus on unmount).
      const timer = setTimeout(() => {
        if (target?.isConnected && document.activeElement === document.body) target.focus();
      });
      wasOpen.current = open;
      return () => clearTimeout(timer);
    }
    wasOpen.current = open;
  }, [dialog]);
}
