// The loading, error and sample-data pieces every data page shows, shared so they look and read the same.
import type { ReactNode } from 'react';
import { Button, Result, SampleBadge, Skeleton } from '@zhiyuan/ui';
import { sharedMessages as t } from '../messages.ts';
import { useSiteConfig } from '../site-config.ts';

/**
 * Placeholder lines while a section loads, announced once as 加载中…: a heading line, then `rows - 1` body
 * lines of class `block` (e.g. 'h-24' for cards, 'h-48' for a chart).
 */
export function SectionSkeleton({ rows = 4, block = 'h-4' }: { rows?: number; block?: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3 py-2">
      <span role="status" className="sr-only">
        {t.loading}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={i === 0 ? 'h-6 w-1/3' : `${block} w-full`} />
      ))}
    </div>
  );
}

/** 加载失败 with the reason and a 重试 button. */
export function LoadError({
  error,
  onRetry,
  titleAs = 'h3',
}: {
  error: unknown;
  onRetry: () => void;
  titleAs?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <Result
      status="error"
      title={t.loadFailed}
      titleAs={titleAs}
      description={error instanceof Error ? error.message : null}
      extra={
        <Button variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  );
}

/** The 示例数据 badge with the site's note on where sample data comes from. */
export function SampleNote({ children }: { children?: ReactNode }) {
  const { config } = useSiteConfig();
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <SampleBadge>{config.sampleBadge}</SampleBadge>
      <span>{config.attributions.sample.text}</span>
      {children}
    </p>
  );
}
