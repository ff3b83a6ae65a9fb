// The site renders with Preact's compat layer (apps/site/vite.config.ts), which by default renders a state
// change in a microtask: the render then joins the task that caused it — a module being run, an API answer
// arriving — into one long task. React renders such changes in a task of their own and only what the user's
// input caused at once. This gives Preact React's rule, so the main thread is never blocked longer than it was
// under React, and an input still answers before the next frame.
import { options } from 'preact';

/** Events whose state changes render at once, as React renders its discrete events. */
const INPUT_EVENTS = new Set([
  'beforeinput',
  'blur',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'focus',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointerdown',
  'pointerup',
  'reset',
  'submit',
  'touchend',
  'touchstart',
]);

/** Whether the event being dispatched (if any) is input, as React counts its discrete events. */
export function isInputEvent(event: Event | undefined): boolean {
  return event !== undefined && INPUT_EVENTS.has(event.type);
}

/**
 * Sets Preact's render scheduling: at once (a microtask) for the user's input, else in a task of its own
 * (posted on a MessageChannel, which unlike a timer is not throttled or clamped). `currentEvent` reads the
 * event being dispatched (`window.event`).
 */
export function scheduleRendersLikeReact(currentEvent: () => Event | undefined): void {
  const channel = new MessageChannel();
  let pending: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const flush = pending;
    pending = [];
    for (const render of flush) render();
  };
  options.debounceRendering = (render) => {
    if (isInputEvent(currentEvent())) {
      queueMicrotask(render);
      return;
    }
    pending.push(render);
    if (pending.length === 1) channel.port2.postMessage(null);
  };
}
