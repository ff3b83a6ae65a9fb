// The loading and error states of the announcement views: skeleton lines in a busy status region, and
// 加载失败 with 重试.
import { Button, Result, Skeleton } from '@zhiyuan/ui';
import { newsMessages as t } from '../messages.ts';

/** Placeholder lines while a list or a text loads. */
export function LoadingLines({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-5 py-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-3.5 w-full" />
        </div>
      ))}
    </div>
  );
}

/** A failed load with 重试. */
export function LoadError({
  title = t.loadFailed,
  onRetry,
  titleAs = 'h2',
}: {
  title?: string;
  onRetry: () => void;
  titleAs?: 'h2' | 'h3';
}) {
  return (
    <Result
      status="error"
      title={title}
      titleAs={titleAs}
      extra={
        <Button variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  );
}
