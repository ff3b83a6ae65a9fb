// 数据导入 (admins): upload a file of any import kind with a dry run first, the history of imports with the
// undo of the last one of a kind, and per year whether each kind of admission data is official or 示例数据.
import { DataStatusTable } from '@zhiyuan/feature-shared';
import { LoadError, LoadingSkeleton } from '@zhiyuan/ui';
import { useDataStatus, useImportKinds } from '../api/imports.ts';
import { adminImportMessages as t } from '../messages.ts';
import { ImportHistory } from './import-history.tsx';
import { UploadPanel } from './upload-panel.tsx';

export function ImportPage() {
  const kinds = useImportKinds();
  const status = useDataStatus();
  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="import-title" className="text-lg font-semibold">
          {t.title}
        </h1>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
      </div>
      {kinds.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : kinds.isError ? (
        <LoadError title={t.upload.loadKindsFailed} titleAs="h2" onRetry={() => void kinds.refetch()} />
      ) : (
        <UploadPanel kinds={kinds.data} />
      )}
      <ImportHistory />
      <section aria-labelledby="import-status" className="flex flex-col gap-3">
        <h2 id="import-status" className="text-base font-semibold">
          {t.status.heading}
        </h2>
        {status.isPending ? (
          <LoadingSkeleton label={t.status.loading} rows={3} />
        ) : status.isError ? (
          <LoadError error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <DataStatusTable dataStatus={status.data} />
        )}
      </section>
    </section>
  );
}
