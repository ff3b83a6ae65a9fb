// 导入记录: every import that was not a dry run, newest first, a page at a time; the last import of an admission
// data kind can be undone after a confirmation.
import { useState } from 'react';
import type { ImportRunItem } from '@zhiyuan/contracts';
import { ApiError, parseTime } from '@zhiyuan/domain';
import { Badge, Button, Dialog, Empty, LoadError, LoadingSkeleton, Pagination, toast } from '@zhiyuan/ui';
import { HISTORY_PAGE_SIZE, useImportHistory, useImportUndo } from '../api/imports.ts';
import { adminImportMessages } from '../messages.ts';
import { StaffTable } from '@zhiyuan/feature-shared';

const t = adminImportMessages.history;
const when = (iso: string) => parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? iso;

function resultOf(run: ImportRunItem) {
  if (run.undoneAt) return <Badge variant="secondary">{t.undone(when(run.undoneAt), run.undoneBy)}</Badge>;
  if (!run.written) return <Badge variant="warning">{t.failed(run.errorCount)}</Badge>;
  return <span>{t.written(run.inserted, run.updated, run.removed)}</span>;
}

function UndoButton({ run }: { run: ImportRunItem }) {
  const [open, setOpen] = useState(false);
  const undo = useImportUndo((done) => {
    setOpen(false);
    toast.success(adminImportMessages.undone(done.label, done.removed, done.restored));
  });
  const [error, setError] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError('');
      }}
      trigger={
        <Button size="small" variant="danger">
          {t.undo}
        </Button>
      }
      title={t.undoTitle}
      description={t.undoBody(run.label, run.fileName ?? run.label)}
      footer={
        <>
          <Button onClick={() => setOpen(false)}>{t.cancel}</Button>
          <Button
            variant="danger"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(run.id, {
                onError: (failure) =>
                  setError(failure instanceof ApiError ? failure.message : String(failure)),
              })
            }
          >
            {t.undoConfirm}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </Dialog>
  );
}

export function ImportHistory() {
  const [page, setPage] = useState(1);
  const history = useImportHistory(page);
  let body;
  if (history.isPending) body = <LoadingSkeleton label={t.loading} rows={4} />;
  else if (history.isError) body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.items.length === 0) body = <Empty description={t.empty} />;
  else
    body = (
      <>
        {/* Phones get one card per import (the undo within reach); wider screens the table. */}
        <ul aria-label={t.caption} className="flex flex-col gap-2 lg:hidden">
          {history.data.items.map((run) => (
            <li
              key={run.id}
              className="flex flex-col gap-1 rounded-md border border-border bg-card p-3 text-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{run.label}</span>
                <span className="text-muted-foreground">{when(run.at)}</span>
              </div>
              <span className="break-all">{run.fileName ?? '—'}</span>
              <span className="text-muted-foreground">
                {t.user}：{run.userName ?? t.cli}
              </span>
              <div className="flex items-center justify-between gap-2">
                {resultOf(run)}
                {run.undoable && <UndoButton run={run} />}
              </div>
            </li>
          ))}
        </ul>
        <StaffTable
          caption={t.caption}
          columns={[t.at, t.kind, t.file, t.user, t.result, t.actions]}
          minWidth="min-w-[44rem]"
          className="hidden lg:block"
        >
          {history.data.items.map((run) => (
            <tr key={run.id} className="border-b border-border last:border-0">
              <td className="p-2 whitespace-nowrap">{when(run.at)}</td>
              <td className="p-2 whitespace-nowrap">{run.label}</td>
              <td className="p-2 break-all">{run.fileName ?? '—'}</td>
              <td className="p-2 whitespace-nowrap">{run.userName ?? t.cli}</td>
              <td className="p-2">{resultOf(run)}</td>
              <td className="p-2">{run.undoable && <UndoButton run={run} />}</td>
            </tr>
          ))}
        </StaffTable>
        <Pagination
          total={history.data.total}
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          onChange={setPage}
          showTotal
        />
      </>
    );
  return (
    <section aria-labelledby="import-history" className="flex flex-col gap-3">
      <h2 id="import-history" className="text-base font-semibold">
        {t.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{t.undoHint}</p>
      {body}
    </section>
  );
}
