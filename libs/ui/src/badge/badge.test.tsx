import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './badge.stories.tsx';

const { Default, Danger, Sample } = composeStories(stories);

describe('Badge', () => {
  it('shows its text in the variant colours', () => {
    render(
      <>
        <Default />
        <Danger />
      </>,
    );
    expect(screen.getByText('985')).toHaveClass('text-primary-strong');
    expect(screen.getByText('风险')).toHaveClass('text-destructive');
  });

  it('marks sample data as 示例数据 and explains it', () => {
    render(<Sample />);
    const badge = screen.getByText('示例数据');
    expect(badge).toHaveAttribute('title', '此数据为生成的示例数据，并非官方公布的数据');
    expect(badge).toHaveClass('border-dashed');
  });
});
