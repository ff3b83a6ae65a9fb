import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './popover.stories.tsx';

const { Closed, Open } = composeStories(stories);

describe('Popover', () => {
  it('opens on click, tells the trigger it is expanded and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const trigger = screen.getByRole('button', { name: '筛选条件' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: '筛选条件' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from a PopoverClose button', async () => {
    const user = userEvent.setup();
    render(<Open />);
    await user.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
