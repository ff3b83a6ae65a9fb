import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './print-region.stories.tsx';

const { Inline, Preview, PreviewWithCustomTexts, Closable } = composeStories(stories);

describe('PrintRegion', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('marks its region for the print stylesheet and shows no preview chrome inline', () => {
    render(<Inline />);
    const heading = screen.getByRole('heading', { name: '我的志愿表' });
    expect(heading.closest('[data-print-region]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: '打印' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('previews in a layer titled 打印预览 at z-index 20002 with a print button that prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Preview />);
    const layer = screen.getByRole('dialog', { name: '打印预览' });
    expect(layer).toHaveStyle({ zIndex: '20002' });
    expect(layer).toContainElement(screen.getByRole('heading', { name: '我的志愿表' }));
    await user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('keeps the title and button out of the printout', () => {
    render(<Preview />);
    expect(screen.getByRole('button', { name: '打印' }).closest('[data-print-hide]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: '我的志愿表' }).closest('[data-print-hide]')).toBeNull();
  });

  it('takes its own title, button label and z-index', () => {
    render(<PreviewWithCustomTexts />);
    expect(screen.getByRole('dialog', { name: '志愿表预览' })).toHaveStyle({ zIndex: '3000' });
    expect(screen.getByRole('button', { name: '打印志愿表' })).toBeInTheDocument();
  });

  it('has no close button without onClose', () => {
    render(<Preview />);
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it('closes through onClose, by the close button or Escape', async () => {
    const user = userEvent.setup();
    render(<Closable />);
    await user.click(screen.getByRole('button', { name: '预览志愿表' }));
    expect(screen.getByRole('dialog', { name: '打印预览' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '预览志愿表' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
