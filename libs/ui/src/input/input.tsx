// Text input in the four sizes; the native `size` attribute (a width in characters) gives way to the size scale.
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import type { Size } from '../theme/size-context.ts';
import { useSize } from '../theme/use-size.ts';

export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-input bg-background px-3 text-foreground transition-colors',
    'placeholder:text-muted-foreground hover:border-primary-soft-border',
    'focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/20 focus-visible:outline-none',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 disabled:hover:border-input',
  ],
  {
    variants: {
      size: {
        default: 'h-10 text-sm',
        medium: 'h-9 text-sm',
        small: 'h-8 text-xs',
        mini: 'h-7 text-xs',
      },
    },
    defaultVariants: { size: 'medium' },
  },
);

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  /**
   * 尺寸：`default`、`medium`、`small`、`mini`；默认取 `<SizeProvider>` 的全局尺寸。
   * `default`, `medium`, `small` or `mini`; defaults to the global size from `<SizeProvider>`.
   */
  size?: Size;
  /** 输入类型，默认 `text`。The input type; `text` by default. */
  type?: ComponentProps<'input'>['type'];
}

/**
 * 输入框：四种尺寸的文本输入框（尺寸默认跟随 `<SizeProvider>`）；原生的 `size` 属性（以字符计的宽度）
 * 让位给尺寸体系。其余属性都交给 `<input>`。它没有自己的标签：放进 FormField，
 * 或用 `<Label htmlFor>` / `aria-label` 命名；`aria-invalid` 显示为红色边框，只读和禁用时背景变灰。
 *
 * Input: a text input in the four sizes (following `<SizeProvider>` unless `size` is given); the native
 * `size` attribute (a width in characters) gives way to the size scale. Every other prop goes to the
 * `<input>`. It has no label of its own: put it in a FormField, or name it with a `<Label htmlFor>` or
 * `aria-label`; `aria-invalid` shows a red border, and read-only and disabled inputs turn grey.
 */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  const effectiveSize = useSize(size);
  return (
    <input
      data-slot="input"
      type={type}
      // Only here, not in inputVariants: non-editable elements such as the Select trigger always match :read-only.
      className={cn(inputVariants({ size: effectiveSize }), 'read-only:bg-muted', className)}
      {...props}
    />
  );
}
