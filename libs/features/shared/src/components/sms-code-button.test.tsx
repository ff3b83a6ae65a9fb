import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from './sms-code-button.tsx';

/** Lets the pending onSend promise settle under fake timers. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from the cooldown the server answered, then offers 重新获取', async () => {
    const onSend = vi.fn(() => Promise.resolve(60));
    render(<SmsCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: '重新获取(60s)' });
    expect(button).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '重新获取(59s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: '重新获取(1s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    const again = screen.getByRole('button', { name: '重新获取' });
    expect(again).toBeEnabled();

    fireEvent.click(again);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('uses a shorter cooldown when the server says so', async () => {
    render(<SmsCodeButton onSend={() => Promise.resolve(30)} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(screen.getByRole('button', { name: '重新获取(30s)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });

  it('does not count down when nothing was sent', async () => {
    render(<SmsCodeButton onSend={() => Promise.resolve(null)} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('is disabled while sending, so a double click sends once', async () => {
    let resolve: (value: number) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    render(<SmsCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    const busy = screen.getByRole('button', { name: '发送中…' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(onSend).toHaveBeenCalledTimes(1);
    resolve(60);
    await flush();
    expect(screen.getByRole('button', { name: '重新获取(60s)' })).toBeInTheDocument();
  });
});
