import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './label.stories.tsx';

const { Default } = composeStories(stories);

describe('Label', () => {
  it('names its control and focuses it when clicked', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const input = screen.getByRole('textbox', { name: '考生号' });
    await user.click(screen.getByText('考生号'));
    expect(input).toHaveFocus();
  });
});
