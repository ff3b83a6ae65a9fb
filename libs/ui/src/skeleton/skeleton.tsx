// Placeholder block shown while content loads. Purely visual: the loading state itself is conveyed elsewhere
// (aria-busy on the container, or a 加载中… text).
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * 骨架块：内容加载时显示的占位块（默认一行高，用 `className` 设宽高和圆角）。它纯属视觉效果、对辅助技术隐藏：
 * 加载状态要在别处表达（容器上的 aria-busy，或一段“加载中…”文字）。整块区域加载时请用 LoadingSkeleton，
 * 它已包含这些。
 *
 * Skeleton: a placeholder block shown while content loads (one line high unless `className` sets its size and
 * rounding). Purely visual and hidden from assistive technology: the loading state itself is conveyed
 * elsewhere (aria-busy on the container, or a 加载中… text). For a whole section, use LoadingSkeleton, which
 * does both.
 */
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
