import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import * as stories from './radio-group.stories.tsx';

const { Default, NothingChosen, Disabled, Controlled } = composeStories(stories);

describe('RadioGroup', () => {
  it('is a named group of radios with the default chosen', () => {
    render(<Default />);
    expect(screen.getByRole('radiogroup', { name: '科类' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '物理类' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '历史类' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '蒙授' })).toBeDisabled();
  });

  it('chooses on click, also on the label text', async () => {
    const user = userEvent.setup();
    render(<NothingChosen />);
    await user.click(screen.getByText('历史类'));
    expect(screen.getByRole('radio', { name: '历史类' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '物理类' }));
    expect(screen.getByRole('radio', { name: '物理类' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '历史类' })).not.toBeChecked();
  });

  it('is one tab stop; the arrow keys move, skipping disabled items, and Space chooses', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '物理类' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '历史类' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '历史类' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '物理类' })).toHaveFocus();
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    await user.click(screen.getByRole('radio', { name: '历史类' }));
    expect(screen.getByRole('radio', { name: '物理类' })).toBeChecked();
  });

  it('reports the choice when controlled, and has no serious axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: '位次' }));
    expect(screen.getByText('当前：rank')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });
});
