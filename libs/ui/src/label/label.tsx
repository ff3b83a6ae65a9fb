// Form label on Radix Label (clicking it focuses the control; double-click does not select its text).
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'inline-flex items-center gap-1 text-sm leading-none font-medium text-foreground',
        className,
      )}
      {...props}
    />
  );
}
