// 跳到主要内容: the first thing the Tab key reaches on every page, hidden until focused; it moves focus to the
// page's <main>, past the top bar and the navigation, so a keyboard or screen-reader user starts at the content.
import type { MouseEvent } from 'react';
import { messages } from '../messages.ts';

/** The id of the page's <main>, the skip link's target. */
export const MAIN_ID = 'main';

export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus, not a hash change: the router owns the URL.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[30000] focus-visible:outline-2 focus-visible:outline-ring"
    >
      {messages.skipToContent}
    </a>
  );
}
