// The loading, error and sample-data pieces of 大数据查询.
import { Button, Result, SampleBadge, Skeleton } from '@zhiyuan/ui';
import { useSiteConfig } from '../../shared/index.ts';
import { dataSearchMessages as t } from '../messages.ts';

/** Placeholder lines while a section loads; announced once as 加载中…. */
export function SectionSkeleton({ height = 'h-48' }: { height?: string }) {
  return (
    <div aria-busy="true" className="py-2">
      <span role="status" className="sr-only">
        {t.loading}
      </span>
      <Skeleton className={`${height} w-full`} />
    </div>
  );
}

/** 加载失败 with the reason and a 重试 button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={t.loadFailed}
      titleAs="h3"
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
export function SampleNote() {
  const { config } = useSiteConfig();
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <SampleBadge>{config.sampleBadge}</SampleBadge>
      <span>{config.attributions.sample.text}</span>
    </p>
  );
}
