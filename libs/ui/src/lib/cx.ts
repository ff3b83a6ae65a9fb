// Class-name join without tailwind-merge: clsx's conditions, nothing resolved. For class lists that never hold
// two utilities of one group (a component's own exclusive branches, a layout class added beside its own),
// where `cn` would pay tailwind-merge's 8.5 KB gzip and its first-call table building for no change — the
// site's first screen (its shell) uses it so that tailwind-merge loads with the pages that merge.
import { clsx, type ClassValue } from 'clsx';

export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
