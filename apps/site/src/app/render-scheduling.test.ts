import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isInputEvent, scheduleRendersLikeReact } from './render-scheduling.ts';

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('render scheduling (Preact rendering as React does)', () => {
  afterEach(() => {
    options.debounceRendering = undefined;
  });

  it('counts the user’s input, not other events, as input', () => {
    expect(isInputEvent(new MouseEvent('click'))).toBe(true);
    expect(isInputEvent(new KeyboardEvent('keydown'))).toBe(true);
    expect(isInputEvent(new Event('input'))).toBe(true);
    expect(isInputEvent(new MessageEvent('message'))).toBe(false);
    expect(isInputEvent(new Event('load'))).toBe(false);
    expect(isInputEvent(new PointerEvent('pointermove'))).toBe(false);
    expect(isInputEvent(undefined)).toBe(false);
  });

  it('renders a change caused by input at once, before the next task', async () => {
    let current: Event | undefined = new MouseEvent('click');
    scheduleRendersLikeReact(() => current);
    const render = vi.fn();
    options.debounceRendering?.(render);
    current = undefined;
    await microtasks();
    expect(render).toHaveBeenCalledOnce();
  });

  it('renders any other change in a task of its own, not in the task that caused it', async () => {
    scheduleRendersLikeReact(() => undefined);
    const render = vi.fn();
    options.debounceRendering?.(render);
    options.debounceRendering?.(render);
    await microtasks();
    await microtasks();
    // Still the same task: an API answer's handler and its render are not one long task.
    expect(render).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
  });
});
