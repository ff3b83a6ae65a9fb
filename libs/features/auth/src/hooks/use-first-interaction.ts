// Runs an action once, at the user's first sign of activity on the page: a pointer moving or pressed, a
// touch, a wheel or a key. Code a page may soon need but does not need to show itself (the sign-in dialogs)
// loads then, instead of sharing a phone's slow link and busy main thread with the page's own code and data
// while the page loads.
import { useEffect, useRef } from 'react';

/** The events that mean someone is there; one of them comes before any click or key a user can act with. */
export const FIRST_INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'keydown',
] as const;

export function useFirstInteraction(action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const options = { capture: true, passive: true } as const;
    const remove = () => {
      for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, run, options);
    };
    function run() {
      remove();
      latest.current();
    }
    for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, run, options);
    return remove;
  }, []);
}
