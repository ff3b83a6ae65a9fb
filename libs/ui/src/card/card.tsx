// Content card: a bordered surface with optional header (title, description), content and footer.
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * 卡片：带边框的内容面板，如院校卡片。按需组合 `CardHeader`（内含 `CardTitle` 标题，默认 h3，可用 `as` 改级别；
 * `CardDescription` 说明）、`CardContent` 正文和 `CardFooter` 底部操作区。各部分都接受 `<div>`（或对应元素）
 * 的属性，用 `className` 调整宽度和间距。
 *
 * Card: a bordered content surface, e.g. a college card. Compose the parts it needs: `CardHeader` (with a
 * `CardTitle`, an h3 unless `as` gives another level, and a `CardDescription`), `CardContent` and
 * `CardFooter` for the actions. Every part takes the props of its element; set width and spacing with
 * `className`.
 */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col rounded-lg border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1 px-5 pt-5 pb-3', className)} {...props} />
  );
}

/** A heading (h3 by default; pass `as` for another level). */
export function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading data-slot="card-title" className={cn('text-base leading-6 font-medium', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5 pb-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 border-t px-5 py-3', className)}
      {...props}
    />
  );
}
