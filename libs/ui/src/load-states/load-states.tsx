// The states of a section whose data is on its way, shared so that every page looks and reads the same while
// it waits: skeleton lines in a busy status region (named by `label`, which screen readers also read), 加载失败
// with the reason and 重试, and the 示例数据 note under generated data.
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { SampleBadge } from '../badge/badge.tsx';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import { Result } from '../result/result.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';

export const loadingSkeletonVariants = cva('flex flex-col', {
  variants: {
    shape: {
      /** A heading line, then body lines or blocks of class `block`. */
      section: 'gap-3 py-2',
      /** Entries of a list: title, date and summary lines. */
      list: 'gap-5 py-2',
      /** Form fields: a label line over an input. */
      fields: 'gap-4 py-2',
      /** Blocks of the given heights (`blocks`), e.g. a chart over a table. */
      blocks: 'gap-3',
    },
  },
  defaultVariants: { shape: 'section' },
});

export interface LoadingSkeletonProps extends VariantProps<typeof loadingSkeletonVariants> {
  /** What is loading; the status region's name. */
  label?: string;
  rows?: number;
  /** Classes of the body lines of a `section` (e.g. 'h-24' for cards, 'h-48' for a chart). */
  block?: string;
  /** Classes of each block of shape `blocks`, e.g. ['h-72', 'h-40']. */
  blocks?: readonly string[];
  className?: string;
}

function SkeletonRow({ shape, index, block }: { shape: string; index: number; block: string }) {
  if (shape === 'list') {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-3.5 w-full" />
      </div>
    );
  }
  if (shape === 'fields') {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  return <Skeleton className={index === 0 ? 'h-6 w-1/3' : `${block} w-full`} />;
}

export function LoadingSkeleton({
  label = messages.loading,
  rows = 4,
  shape = 'section',
  block = 'h-4',
  blocks,
  className,
}: LoadingSkeletonProps) {
  const s = shape ?? 'section';
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      data-slot="loading-skeleton"
      className={cn(loadingSkeletonVariants({ shape }), className)}
    >
      <span className="sr-only">{label}</span>
      {s === 'blocks'
        ? (blocks ?? Array.from({ length: rows }, () => block)).map((height, i) => (
            <Skeleton key={i} className={`${height} w-full`} />
          ))
        : Array.from({ length: rows }, (_, i) => <SkeletonRow key={i} shape={s} index={i} block={block} />)}
    </div>
  );
}

export interface LoadErrorProps {
  /** 加载失败 by default. */
  title?: ReactNode;
  /** What went wrong; an Error's message is shown under the title. */
  error?: unknown;
  /** Shown instead of the error's message. */
  description?: ReactNode;
  onRetry: () => void;
  /** Heading element of the title: h1 when the failure is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** A failed load: 加载失败 with the reason and a 重试 button. */
export function LoadError({
  title = messages.loadFailed,
  error,
  description,
  onRetry,
  titleAs = 'h3',
  className,
}: LoadErrorProps) {
  const reason = description ?? (error instanceof Error ? error.message : null);
  return (
    <Result
      status="error"
      title={title}
      titleAs={titleAs}
      description={reason}
      {...(className ? { className } : {})}
      extra={
        <Button variant="outline" onClick={onRetry}>
          {messages.retry}
        </Button>
      }
    />
  );
}

export interface SampleNoteProps {
  /** The badge's text; 示例数据 by default. */
  badge?: ReactNode;
  /** Where the sample data comes from. */
  text?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The 示例数据 badge with a note on where the sample data comes from. */
export function SampleNote({ badge, text, children, className }: SampleNoteProps) {
  return (
    <p
      data-slot="sample-note"
      className={cn('flex flex-wrap items-center gap-2 text-xs text-muted-foreground', className)}
    >
      {badge === undefined ? <SampleBadge /> : <SampleBadge>{badge}</SampleBadge>}
      {text != null && text !== '' && <span>{text}</span>}
      {children}
    </p>
  );
}
