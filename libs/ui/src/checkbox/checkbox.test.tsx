import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import * as stories from './checkbox.stories.tsx';

const { Default, Checked, Indeterminate, Disabled, WithSeparateLabel, Controlled } = composeStories(stories);

describe('Checkbox', () => {
  it('is a checkbox named by its label, unticked until clicked', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const box = screen.getByRole('checkbox', { name: '服从专业调剂' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('toggles when its label text is clicked', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByText('服从专业调剂'));
    expect(screen.getByRole('checkbox', { name: '服从专业调剂' })).toBeChecked();
  });

  it('toggles with Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Checked />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: '服从专业调剂' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('says it is partly ticked', () => {
    render(<Indeterminate />);
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'mixed');
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    const box = screen.getByRole('checkbox', { name: '地理' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('takes its name from a separate label', async () => {
    const user = userEvent.setup();
    render(<WithSeparateLabel />);
    await user.click(screen.getByText('这是高考成绩'));
    expect(screen.getByRole('checkbox', { name: '这是高考成绩' })).toBeChecked();
  });

  it('reports changes when controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: '985' }));
    expect(screen.getByText('已选：是')).toBeInTheDocument();
  });

  it('uses semantic theme classes and has no serious axe violation', async () => {
    const { container } = render(<Checked />);
    expect(screen.getByRole('checkbox')).toHaveClass('data-[state=checked]:bg-primary');
    await expectNoSeriousA11yViolations(container);
  });
});
