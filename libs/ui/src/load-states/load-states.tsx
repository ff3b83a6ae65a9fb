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
  /**
   * 形状：`section`（默认）、`list`、`fields` 或 `blocks`。
   * The shape: `section` (the default), `list`, `fields` or `blocks`.
   */
  shape?: VariantProps<typeof loadingSkeletonVariants>['shape'];
  /**
   * 正在加载什么；状态区域的名称，屏幕阅读器会读出，默认“加载中…”。
   * What is loading; the status region's name, which screen readers read; 加载中… by default.
   */
  label?: string;
  /** 行数（或列表条目、表单项的个数），默认 4。Number of lines (or list entries, fields); 4 by default. */
  rows?: number;
  /**
   * `section` 正文行的类名（如卡片用 'h-24'，图表用 'h-48'）。
   * Classes of the body lines of a `section` (e.g. 'h-24' for cards, 'h-48' for a chart).
   */
  block?: string;
  /** `blocks` 形状中每一块的类名，如 ['h-72', 'h-40']。Classes of each block of shape `blocks`, e.g. ['h-72', 'h-40']. */
  blocks?: readonly string[];
  /** 附加到状态区域的类名。Classes added to the status region. */
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

/**
 * 加载骨架：数据还在路上的区块显示的骨架线条，放在一个忙碌的状态区域里（role="status"、aria-busy），
 * 以 `label` 命名，屏幕阅读器也会读出它。`shape` 决定形状：`section`（默认：一条标题线和若干正文线，
 * 正文线的类名由 `block` 给出）、`list`（列表条目：标题、日期和摘要线）、`fields`（表单项：标签线和输入框）、
 * `blocks`（`blocks` 给出高度的若干块，如图表在上、表格在下）。同一文件还提供加载的另外两种状态，
 * 使每个页面等待时外观和读法一致：`LoadError`（“加载失败”、原因和“重试”按钮）
 * 与 `SampleNote`（“示例数据”徽标及数据来源说明，放在生成的数据下方）。
 *
 * LoadingSkeleton: skeleton lines for a section whose data is on its way, in a busy status region
 * (role="status", aria-busy) named by `label`, which screen readers also read. `shape` sets the form:
 * `section` (the default: a heading line, then body lines of class `block`), `list` (entries of a list:
 * title, date and summary lines), `fields` (a label line over an input), `blocks` (blocks of the heights in
 * `blocks`, e.g. a chart over a table). The same module has the other states of a load, so that every page
 * looks and reads the same while it waits: `LoadError` (加载失败 with the reason and 重试) and `SampleNote` (the
 * 示例数据 badge with where the data comes from, under generated data).
 */
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
