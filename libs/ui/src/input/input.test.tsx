import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SizeProvider } from '../theme/size-provider.tsx';
import { Input } from './input.tsx';
import * as stories from './input.stories.tsx';

const { Default, Invalid, Disabled, Sizes } = composeStories(stories);

describe('Input', () => {
  it('is a text box that takes typing', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const box = screen.getByRole('textbox', { name: '院校名称' });
    await user.type(box, '内蒙古');
    expect(box).toHaveValue('内蒙古');
  });

  it('shows the invalid state through aria-invalid', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox', { name: '院校名称' })).toBeInvalid();
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: '院校名称' })).toBeDisabled();
  });

  it('has a height per size', () => {
    render(<Sizes />);
    expect(screen.getByRole('textbox', { name: '默认' })).toHaveClass('h-10');
    expect(screen.getByRole('textbox', { name: '超小' })).toHaveClass('h-7');
  });

  it('takes the global size', () => {
    render(
      <SizeProvider size="small">
        <Input aria-label="搜索" />
      </SizeProvider>,
    );
    expect(screen.getByRole('textbox', { name: '搜索' })).toHaveClass('h-8');
  });
});
