import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SizeProvider } from '../theme/size-provider.tsx';
import { Button } from './button.tsx';
import * as stories from './button.stories.tsx';

const { Default, Primary, Loading, Disabled, AsChildLink, Sizes } = composeStories(stories);

describe('Button', () => {
  it('is a button that does not submit forms unless asked to', async () => {
    const onClick = vi.fn();
    render(<Default onClick={onClick} />);
    const button = screen.getByRole('button', { name: '查询' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('paints the primary variant with the theme token, not a raw colour', () => {
    render(<Primary />);
    expect(screen.getByRole('button', { name: '查询' })).toHaveClass(
      'bg-primary-strong',
      'text-primary-foreground',
    );
  });

  it('is disabled and busy while loading, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: '查询' })).toBeDisabled();
  });

  it('renders its child with the button styles when asChild', () => {
    render(<AsChildLink />);
    const link = screen.getByRole('link', { name: '返回首页' });
    expect(link).toHaveAttribute('href', '#home');
    expect(link).toHaveClass('bg-primary-strong');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders each size with its own height', () => {
    render(<Sizes />);
    expect(screen.getByRole('button', { name: '默认' })).toHaveClass('h-10');
    expect(screen.getByRole('button', { name: '中等' })).toHaveClass('h-9');
    expect(screen.getByRole('button', { name: '小型' })).toHaveClass('h-8');
    expect(screen.getByRole('button', { name: '超小' })).toHaveClass('h-7');
  });

  it('takes the global size when it has no size prop, and its own size prop over the global one', () => {
    render(
      <SizeProvider size="mini">
        <Button>全局</Button>
        <Button size="default">自定</Button>
      </SizeProvider>,
    );
    expect(screen.getByRole('button', { name: '全局' })).toHaveClass('h-7');
    expect(screen.getByRole('button', { name: '自定' })).toHaveClass('h-10');
  });

  it('is medium without a provider (the original default size)', () => {
    render(<Button>默认尺寸</Button>);
    expect(screen.getByRole('button', { name: '默认尺寸' })).toHaveClass('h-9');
  });
});
