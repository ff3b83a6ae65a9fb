import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './skeleton.stories.tsx';

const { Line, Card } = composeStories(stories);

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the caller classes', () => {
    const { container } = render(<Line />);
    const block = container.querySelector('[data-slot="skeleton"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('w-64', 'animate-pulse');
  });

  it('leaves the loading message to the container', () => {
    const { container } = render(<Card />);
    const busy = screen.getByText('加载中…').parentElement;
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const blocks = container.querySelectorAll('[data-slot="skeleton"]');
    expect(blocks).toHaveLength(3);
    for (const block of blocks) expect(busy).toContainElement(block as HTMLElement);
  });
});
