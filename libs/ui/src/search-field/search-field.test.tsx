import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import * as stories from './search-field.stories.tsx';

const { Default, WithKeyword, Submitting } = composeStories(stories);

describe('SearchField', () => {
  it('is a search box named by its label, with 搜索 beside it', () => {
    render(<Default />);
    const box = screen.getByRole('searchbox', { name: '关键词' });
    expect(box).toHaveAttribute('maxlength', '50');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('button', { name: '搜索' })).toHaveAttribute('type', 'submit');
  });

  it('shows the applied keyword and a button text of its own', () => {
    render(<WithKeyword />);
    expect(screen.getByRole('searchbox', { name: '关键词' })).toHaveValue('内蒙古');
    expect(screen.getByRole('button', { name: '查询' })).toBeInTheDocument();
  });

  it('submits its form on Enter, and has no serious axe violation', async () => {
    const user = userEvent.setup();
    const { container } = render(<Submitting />);
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '计算机{Enter}');
    expect(screen.getByText('已搜索：计算机')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });
});
