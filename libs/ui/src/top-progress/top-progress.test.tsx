import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { topProgress } from './top-progress.ts';
import * as stories from './top-progress.stories.tsx';

const { Idle, Running } = composeStories(stories);

const bar = () => document.querySelector('#nprogress .bar');

/** Finishes any bar and waits until nprogress has removed it (it fades out over a few hundred ms). */
async function settle() {
  topProgress.done();
  await waitFor(() => expect(document.querySelector('#nprogress')).toBeNull());
}

describe('topProgress', () => {
  // The ui files share one page (isolate: false): a story rendered by another file (stories.a11y.test's
  // Running) may still be fading out its bar when this file starts.
  beforeEach(settle);
  afterEach(settle);

  it('shows a bar without a spinner on start and removes it after done', async () => {
    const user = userEvent.setup();
    render(<Idle />);
    expect(bar()).toBeNull();
    await user.click(screen.getByRole('button', { name: '开始' }));
    expect(topProgress.isStarted()).toBe(true);
    // nprogress loads at the first start.
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(topProgress.isStarted()).toBe(false);
    await waitFor(() => expect(document.querySelector('#nprogress')).toBeNull());
  });

  it('keeps the bar out of the accessibility tree and uses no invalid roles', async () => {
    render(<Running />);
    await waitFor(() => expect(bar()).toHaveAttribute('aria-hidden', 'true'));
    expect(document.querySelector('#nprogress [role]')).toBeNull();
  });
});
