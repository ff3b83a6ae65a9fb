// Placeholder block shown while content loads. Purely visual: the loading state itself is conveyed elsewhere
// (aria-busy on the container, or a 加载中… text).
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('h-4 animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
