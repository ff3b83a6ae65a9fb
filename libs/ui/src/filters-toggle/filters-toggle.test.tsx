import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import * as stories from './filters-toggle.stories.tsx';

const { Folded, WithPanel } = composeStories(stories);

describe('FiltersToggle', () => {
  it('says the panel it controls is folded', () => {
    render(<Folded />);
    const button = screen.getByRole('button', { name: '展开筛选' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'filters-panel');
  });

  it('opens and closes its panel, with no serious axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(<WithPanel />);
    await user.click(screen.getByRole('button', { name: '展开筛选' }));
    expect(screen.getByRole('button', { name: '收起筛选' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '筛选条件' })).toBeVisible();
    await expectNoSeriousA11yViolations(container);
    await user.click(screen.getByRole('button', { name: '收起筛选' }));
    expect(screen.getByRole('button', { name: '展开筛选' })).toBeInTheDocument();
  });
});
