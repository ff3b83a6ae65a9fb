import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardTitle } from './card.tsx';
import * as stories from './card.stories.tsx';

const { Default, ContentOnly } = composeStories(stories);

describe('Card', () => {
  it('shows a titled card with its actions', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: '内蒙古大学' })).toBeInTheDocument();
    expect(screen.getByText('呼和浩特 · 综合类 · 211')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看详情' })).toBeInTheDocument();
  });

  it('can hold content alone', () => {
    render(<ContentOnly />);
    expect(screen.getByText('只有内容的卡片。')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(
      <Card>
        <CardTitle as="h2">专业解读</CardTitle>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '专业解读' })).toBeInTheDocument();
  });
});
