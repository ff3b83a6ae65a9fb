// 成绩: the student's exam results as cards (the 高考 flagged), with 添加成绩, 编辑 and 删除; every change
// saves the whole list (POST /api/studentScore/update) and shows the server's answer.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ExamResult } from '@zhiyuan/contracts';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogClose,
  Empty,
  LoadError,
  LoadingSkeleton,
  toast,
} from '@zhiyuan/ui';
import { reportError } from '@zhiyuan/feature-shared';
import { useSaveStudentScores, useStudentScores } from '../api/student-scores.ts';
import { profileMessages } from '../messages.ts';
import { ExamResultDialog } from './exam-result-dialog.tsx';

const t = profileMessages.scores;

/** Which result the dialog edits: an index, 'new', or null when closed. */
type Editing = number | 'new' | null;

function ResultCard({
  result,
  onEdit,
  onRemove,
}: {
  result: ExamResult;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Card className="gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-base font-medium">
            {result.examName}
            {result.isGaokao && <Badge variant="success">{t.gaokao}</Badge>}
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">{t.dateLabel(result.examDate)}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button size="small" variant="ghost" aria-label={t.editLabel(result.examName)} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t.edit}
          </Button>
          <Button size="small" variant="ghost" aria-label={t.removeLabel(result.examName)} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t.remove}
          </Button>
        </div>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span className="text-2xl font-semibold text-primary-strong">{t.totalLabel(result.total)}</span>
        {result.rank !== undefined && (
          <span className="text-sm text-muted-foreground">{t.rankLabel(result.rank)}</span>
        )}
      </p>
      <dl
        aria-label={t.scoresCaption(result.examName)}
        className="grid grid-cols-3 gap-2 text-sm sm:grid-cols-6"
      >
        {result.scores.map((s) => (
          <div key={s.subject} className="rounded-md bg-muted px-2 py-1.5 text-center">
            <dt className="text-xs text-muted-foreground">{s.subject}</dt>
            <dd className="font-medium">{s.score}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ScoresPanel() {
  const scores = useStudentScores();
  const save = useSaveStudentScores();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  if (scores.isPending) return <LoadingSkeleton shape="fields" rows={3} label={t.heading} />;
  if (scores.isError) {
    return <LoadError title={profileMessages.loadFailed} onRetry={() => void scores.refetch()} />;
  }
  const results = scores.data.results;

  const saveList = async (next: ExamResult[], message: string) => {
    try {
      await save.mutateAsync(next);
    } catch (error) {
      reportError(error);
      throw error;
    }
    toast.success(message);
  };

  const onSave = async (result: ExamResult) => {
    const next =
      editing === 'new' || editing === null
        ? [...results, result]
        : results.map((r, i) => (i === editing ? result : r));
    await saveList(next, profileMessages.saved);
    setEditing(null);
  };

  const removingResult = removing === null ? undefined : results[removing];
  const confirmRemove = async () => {
    if (removing === null) return;
    try {
      await saveList(
        results.filter((_, i) => i !== removing),
        t.removed,
      );
      setRemoving(null);
    } catch {
      // Shown by saveList; the dialog stays for another try.
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t.description}</p>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </div>
      {results.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <ul aria-label={t.listLabel} className="flex flex-col gap-3">
          {results.map((result, index) => (
            <li key={`${result.examName}-${result.examDate}-${index}`}>
              <ResultCard
                result={result}
                onEdit={() => setEditing(index)}
                onRemove={() => setRemoving(index)}
              />
            </li>
          ))}
        </ul>
      )}
      <ExamResultDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        result={typeof editing === 'number' ? results[editing] : undefined}
        onSave={onSave}
      />
      <Dialog
        open={removingResult !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t.removeTitle}
        description={removingResult ? t.removeConfirm(removingResult.examName) : undefined}
        width={400}
        footer={
          <>
            <DialogClose>
              <Button>{profileMessages.cancel}</Button>
            </DialogClose>
            <Button variant="danger" loading={save.isPending} onClick={() => void confirmRemove()}>
              {t.remove}
            </Button>
          </>
        }
      />
    </div>
  );
}
