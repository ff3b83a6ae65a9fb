// The loading and error states every panel of the personal centre shows while its data is not there.
import { Button, Result, Skeleton } from '@zhiyuan/ui';
import { profileMessages as t } from '../messages.ts';

/** Placeholder rows while a panel loads; the container says it is busy. */
export function PanelSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="flex flex-col gap-4 py-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/** 加载失败 with a 重试 button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title={t.loadFailed}
      titleAs="h3"
      extra={
        <Button variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  );
}
