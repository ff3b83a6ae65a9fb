// Password input with a button that shows or hides the password (显示密码 / 隐藏密码). `className` styles the
// wrapper (layout); every other prop goes to the <input>.
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import { Input, type InputProps } from './input.tsx';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

export function PasswordInput({ className, defaultVisible = false, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <div data-slot="password-input" className={cn('relative w-full', className)}>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        disabled={disabled}
        className="pr-10"
        {...props}
      />
      <button
        type="button"
        aria-label={visible ? messages.hidePassword : messages.showPassword}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 inline-flex w-9 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-primary-strong focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
