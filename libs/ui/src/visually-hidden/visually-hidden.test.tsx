import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './visually-hidden.stories.tsx';

const { IconButtonLabel } = composeStories(stories);

describe('VisuallyHidden', () => {
  it('names a control without showing the text', () => {
    render(<IconButtonLabel />);
    expect(screen.getByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(screen.getByText('收藏')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
