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
  /** Defaults to the global size from <SizeProvider>. */
  size?: Size;
}

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
