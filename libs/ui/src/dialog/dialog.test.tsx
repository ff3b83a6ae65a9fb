import { composeStories } from '@storybook/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../toast/toast-store.ts';
import { Toaster } from '../toast/toaster.tsx';
import * as stories from './dialog.stories.tsx';

const { WithTrigger, Open, WithoutDescription, WithFooter, WithoutCloseButton, Controlled } =
  composeStories(stories);

describe('Dialog', () => {
  it('opens from its trigger, names itself by its title and description, and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<WithTrigger />);
    const trigger = screen.getByRole('button', { name: '登录' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: '用户登录' });
    expect(dialog).toHaveAccessibleDescription('登录后可收藏院校、保存模拟志愿。');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has the width it is given (400 px for the login dialog)', () => {
    render(<Open />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '400px' });
  });

  it('accepts a CSS width', () => {
    render(<WithFooter />);
    expect(screen.getByRole('dialog', { name: '确认删除' }).style.width).toBe('32rem');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Open />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('with a toast shown after it opened (收藏 while signed out: 请先登录 and the login dialog)', () => {
    afterEach(() => act(() => toast.dismiss()));
    const NOTICE = '请先登录，登录后将自动收藏';

    /** Renders the story beside a Toaster, opens the dialog with `opener`, then shows the notice. */
    async function openThenToast(story: ReactNode, opener: string) {
      const user = userEvent.setup();
      render(
        <>
          {story}
          <Toaster />
        </>,
      );
      await user.click(screen.getByRole('button', { name: opener }));
      act(() => void toast.info(NOTICE));
      expect(await screen.findByText(NOTICE)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: '用户登录' })).toContainElement(
        document.activeElement as HTMLElement,
      );
      return user;
    }

    it('closes on Escape pressed inside it; the toast, which is not focused, stays', async () => {
      const user = await openThenToast(<Controlled />, '打开登录框');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('登录框已关闭')).toBeInTheDocument();
      expect(screen.getByText(NOTICE)).toBeInTheDocument();
    });

    it('closes the same way when it keeps its own open state (opened from its trigger)', async () => {
      const user = await openThenToast(<WithTrigger />, '登录');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText(NOTICE)).toBeInTheDocument();
    });
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<WithFooter />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes from a DialogClose button in the footer', async () => {
    const user = userEvent.setup();
    render(<WithFooter />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no description when none is given', () => {
    render(<WithoutDescription />);
    expect(screen.getByRole('dialog', { name: '用户登录' })).not.toHaveAttribute('aria-describedby');
  });

  it('can leave out the close button', () => {
    render(<WithoutCloseButton />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it('reports open and close through onOpenChange when controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByText('登录框已关闭')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开登录框' }));
    expect(screen.getByRole('dialog', { name: '用户登录' })).toBeInTheDocument();
    expect(screen.getByText('登录框已打开')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByText('登录框已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
