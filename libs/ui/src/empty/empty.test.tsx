import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './empty.stories.tsx';

const { Default, WithDescriptionAndAction, WithoutImage } = composeStories(stories);

describe('Empty', () => {
  it('says 暂无数据 by default with a decorative drawing', () => {
    const { container } = render(<Default />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a description and actions', () => {
    render(<WithDescriptionAndAction />);
    expect(screen.getByText('还没有收藏的院校')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去查学校' })).toBeInTheDocument();
  });

  it('can leave the drawing out', () => {
    const { container } = render(<WithoutImage />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
