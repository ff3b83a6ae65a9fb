// Fullscreen of the whole page: toggles, follows changes made with Esc, and warns where unsupported (spec §8).
import { useEffect, useState } from 'react';
import { toast } from '@zhiyuan/ui';
import { shellMessages as t } from '../messages.ts';

export function useFullscreen(): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      toast.warning(t.fullscreenUnsupported);
      return;
    }
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, a policy) changes nothing; the button stays as it was.
    void done.catch(() => toast.warning(t.fullscreenUnsupported));
  };
  return { active, toggle };
}
