// 错误日志: the uncaught interface errors recorded in production (spec §8) with the page they happened on;
// 清空 empties the list.
import { useAtomValue, useSetAtom } from 'jotai';
import { clearErrorLogAtom, errorLogsAtom } from '@zhiyuan/domain';
import { Button, Empty } from '@zhiyuan/ui';
import { shellMessages as t } from '../messages.ts';

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  return typeof err === 'string' ? err : JSON.stringify(err);
}

export function ErrorLogPage() {
  const logs = useAtomValue(errorLogsAtom);
  const clear = useSetAtom(clearErrorLogAtom);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="error-log-title">
      <div className="flex items-center justify-between gap-2">
        <h1 id="error-log-title" className="text-lg font-semibold">
          {t.errorLog}
        </h1>
        {logs.length > 0 && (
          <Button variant="danger" onClick={() => clear()}>
            {t.errorLogClear}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t.errorLogNote}</p>
      {logs.length === 0 ? (
        <Empty description={t.errorLogEmpty} />
      ) : (
        <ol className="flex flex-col gap-2">
          {logs.map((entry, index) => (
            <li key={index} className="rounded-md border border-border bg-card p-3 text-sm break-all">
              <p className="font-medium text-destructive">
                {t.errorLogMessage}：{describe(entry.err)}
              </p>
              <p>
                {t.errorLogInfo}：{entry.info}
              </p>
              <p>
                {t.errorLogUrl}：{entry.url}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
