// The error state of 一分一段's table: 加载失败 with the reason and 重试.
import { Button, Result } from '@zhiyuan/ui';
import { rankMessages as t } from '../messages.ts';

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
