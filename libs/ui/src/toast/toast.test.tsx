import { composeStories } from '@storybook/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION, getToasts, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';
import * as stories from './toast.stories.tsx';

const { Playground, ErrorToast, Stacked, InfoWithDescription } = composeStories(stories);

function notifications() {
  return screen.getByRole('region', { name: /^通知/ });
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a toast of each kind with the default duration of 5000 ms', () => {
    toast.success('a');
    toast.error('b');
    toast.warning('c');
    toast.info('d', { duration: 1000 });
    expect(getToasts().map((t) => [t.type, t.message, t.duration])).toEqual([
      ['success', 'a', DEFAULT_TOAST_DURATION],
      ['error', 'b', 5000],
      ['warning', 'c', 5000],
      ['info', 'd', 1000],
    ]);
  });

  it('does not stack an identical visible message, but does stack a different one', () => {
    const first = toast.error('网络异常，请稍后重试');
    const second = toast.error('网络异常，请稍后重试');
    expect(second).toBe(first);
    toast.warning('网络异常，请稍后重试');
    toast.error('服务器繁忙');
    expect(getToasts()).toHaveLength(3);
  });

  it('shows the message again once the first one is gone', () => {
    const first = toast.error('网络异常，请稍后重试');
    toast.dismiss(first);
    const again = toast.error('网络异常，请稍后重试');
    expect(again).not.toBe(first);
    expect(getToasts()).toHaveLength(1);
  });

  it('dismisses one toast by id, or all', () => {
    const a = toast.info('a');
    toast.info('b');
    toast.dismiss(a);
    expect(getToasts().map((t) => t.message)).toEqual(['b']);
    toast.dismiss();
    expect(getToasts()).toEqual([]);
  });
});

describe('Toaster', () => {
  it('renders a toast raised from anywhere in a labelled notification region', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: '错误提示' }));
    expect(within(notifications()).getByText('手机号或密码错误')).toBeInTheDocument();
  });

  it('closes on Escape when no dialog holds the focus, from the page or from the notifications', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: '错误提示' }));
    const region = notifications();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText('手机号或密码错误')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '错误提示' }));
    // F8 (Radix's hotkey, by event.code) or a click puts the focus there; here, on the toast's close button.
    act(() => within(region).getByRole('button', { name: '关闭' }).focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText('手机号或密码错误')).not.toBeInTheDocument());
  });

  it('announces toasts through a live region', async () => {
    render(<ErrorToast />);
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-live', 'assertive');
    // Radix fills the announcement on the next animation frame.
    await waitFor(() => expect(status).toHaveTextContent('登录状态已过期，请重新登录！'));
  });

  it('shows one toast for a burst of identical messages', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    const button = screen.getByRole('button', { name: '网络异常' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(within(notifications()).getAllByText('网络异常，请稍后重试')).toHaveLength(1);
  });

  it('stacks different messages', () => {
    render(<Stacked />);
    const items = within(notifications()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['保存成功', '网络异常，请稍后重试', '请先选择科类']);
  });

  it('shows the description line', () => {
    render(<InfoWithDescription />);
    expect(within(notifications()).getByText('2025 年批次线已发布')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<ErrorToast />);
    const region = notifications();
    await user.click(within(region).getByRole('button', { name: '关闭' }));
    expect(within(region).queryByText('登录状态已过期，请重新登录！')).not.toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('closes by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.error('请求失败');
    });
    expect(within(notifications()).getByText('请求失败')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(within(notifications()).getByText('请求失败')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(notifications()).queryByText('请求失败')).not.toBeInTheDocument();
  });

  it('follows a custom duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('已复制', { duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1100));
    expect(within(notifications()).queryByText('已复制')).not.toBeInTheDocument();
  });
});
