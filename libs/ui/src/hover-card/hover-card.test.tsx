import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './hover-card.stories.tsx';

const { Closed, Open } = composeStories(stories);

describe('HoverCard', () => {
  it('shows the QR code while the pointer is over the trigger and hides it after', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    expect(screen.queryByRole('img', { name: '公众号二维码' })).not.toBeInTheDocument();
    await user.hover(screen.getByRole('link', { name: '官方公众号' }));
    expect(await screen.findByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('link', { name: '官方公众号' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: '公众号二维码' })).not.toBeInTheDocument());
  });

  it('also opens on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    await user.tab();
    expect(screen.getByRole('link', { name: '官方公众号' })).toHaveFocus();
    expect(await screen.findByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
  });

  it('can start open', () => {
    render(<Open />);
    expect(screen.getByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
  });
});
