// Follows the window width: device `mobile` under 992 px (closing the sidebar without animation), else desktop.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { applyWindowWidthAtom } from '@zhiyuan/domain';

export function useDevice(): void {
  const apply = useSetAtom(applyWindowWidthAtom);
  useEffect(() => {
    let lastWidth = -1;
    const onResize = () => {
      if (window.innerWidth === lastWidth) return;
      lastWidth = window.innerWidth;
      apply(window.innerWidth);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [apply]);
}
