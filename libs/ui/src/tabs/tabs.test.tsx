import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './tabs.stories.tsx';

const { Default, SecondSelected, Controlled } = composeStories(stories);

describe('Tabs', () => {
  it('shows the panel of the selected tab', () => {
    render(<Default />);
    expect(screen.getByRole('tablist', { name: '科类' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '理科' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '理科' })).toHaveTextContent('理科批次线');
  });

  it('starts on the default value', () => {
    render(<SecondSelected />);
    expect(screen.getByRole('tab', { name: '文科' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('文科批次线');
  });

  it('switches by click', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole('tab', { name: '文科' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('文科批次线');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(screen.getByRole('tab', { name: '理科' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '文科' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('文科批次线');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '理科' })).toHaveFocus();
  });

  it('reports the change when controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: '历史类' }));
    expect(screen.getByText('当前：history')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('历史类分数线');
  });
});
