// Password input with a button that shows or hides the password (显示密码 / 隐藏密码). `className` styles the
// wrapper (layout); every other prop goes to the <input>.
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import { Input, type InputProps } from './input.tsx';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** 初始即显示密码。Start with the password visible. */
  defaultVisible?: boolean;
}

/**
 * 密码输入框：带一个显示/隐藏密码的按钮（显示密码 / 隐藏密码）。`className` 作用在外层（布局），
 * 其余属性都交给 `<input>`（默认 `autoComplete="current-password"`，注册、修改密码时请传 `new-password`）。
 * 与 Input 一样需要命名，通常放在 FormField 里。
 *
 * PasswordInput: a password input with a button that shows or hides the password (显示密码 / 隐藏密码). `className`
 * styles the wrapper (layout); every other prop goes to the `<input>` (`autoComplete` is `current-password`
 * unless given: pass `new-password` when registering or changing a password). Like Input it needs a name,
 * usually from a FormField.
 */
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
