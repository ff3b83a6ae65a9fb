import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_INTERACTION_EVENTS, useFirstInteraction } from './use-first-interaction.ts';

function Probe({ action }: { action: () => void }) {
  useFirstInteraction(action);
  return <p>探针</p>;
}

describe('useFirstInteraction', () => {
  it('waits for the user, runs once at the first sign of one, and not again', () => {
    const action = vi.fn();
    const { rerender } = render(<Probe action={action} />);
    rerender(<Probe action={action} />);
    expect(action).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(action).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it.each(FIRST_INTERACTION_EVENTS)('counts a %s as the first sign', (type) => {
    const action = vi.fn();
    render(<Probe action={action} />);
    window.dispatchEvent(new Event(type));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs the latest action given, and nothing once unmounted', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = render(<Probe action={first} />);
    rerender(<Probe action={latest} />);
    fireEvent.pointerMove(document.body);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);

    const gone = vi.fn();
    const second = render(<Probe action={gone} />);
    second.unmount();
    unmount();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(gone).not.toHaveBeenCalled();
  });
});
