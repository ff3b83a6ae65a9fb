// The 获取验证码 button beside an SMS code field. `onSend` checks what it needs (phone, captcha), asks the
// server and resolves with the cooldown the server answered (seconds), or null when nothing was sent; the
// button then counts down (重新获取(59s)) and stays disabled until the cooldown is over.
import { useState } from 'react';
import { Button, type ButtonProps } from '@zhiyuan/ui';
import { useCountdown } from '../hooks/use-countdown.ts';
import { sharedMessages as t } from '../messages.ts';

export interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  onSend: () => Promise<number | null>;
}

export function SmsCodeButton({ onSend, disabled, className, ...props }: SmsCodeButtonProps) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const cooldown = await onSend();
      if (cooldown !== null) {
        setSentOnce(true);
        countdown.start(cooldown);
      }
    } finally {
      setSending(false);
    }
  };

  let label: string = t.sendCode;
  if (sending) label = t.sending;
  else if (countdown.running) label = t.resendIn(countdown.remaining);
  else if (sentOnce) label = t.resendCode;

  return (
    <Button
      {...props}
      className={className}
      disabled={disabled || sending || countdown.running}
      onClick={() => void send()}
    >
      {label}
    </Button>
  );
}
