// 导入名单 and 导入成绩 on the class desk: the school's file (CSV or XLSX), 校验（试运行） — which writes nothing —
// then, once that passed for this very file (and exam), 确认导入. The report says how many rows, every problem
// with its line, column and reason, and what each row becomes; nothing is written while any problem is left.
import { useState } from 'react';
import { CLASS_FILE_MAX_BYTES } from '@zhiyuan/contracts';
import { ApiError } from '@zhiyuan/domain';
import { TableFileInput, tableFileProblem } from '@zhiyuan/feature-shared';
import { Button, FormField, Input, toast } from '@zhiyuan/ui';
import { useClassFileUpload, type ClassFileKind, type ClassFileReport } from '../api/class-files.ts';
import { classFileMessages as t } from '../class-file-messages.ts';
import { ClassFileReportView, summaryOf } from './class-file-report.tsx';

const fileProblem = (file: File | null) => tableFileProblem(file, CLASS_FILE_MAX_BYTES, t);

interface Outcome {
  report: ClassFileReport;
  checked: { file: File; examName: string };
}

export function ClassFilePanel({ kind, classId }: { kind: ClassFileKind; classId: number }) {
  const upload = useClassFileUpload();
  const text = t[kind];
  const [file, setFile] = useState<File | null>(null);
  const [examName, setExamName] = useState('');
  const [errors, setErrors] = useState<{ file?: string; examName?: string }>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const passed =
    outcome !== null &&
    outcome.report.dryRun &&
    outcome.report.errorCount === 0 &&
    outcome.checked.file === file &&
    outcome.checked.examName === examName;

  const send = (dryRun: boolean) => {
    const found: typeof errors = {};
    const problem = fileProblem(file);
    if (problem) found.file = problem;
    if (kind === 'scores' && examName.trim() === '') found.examName = t.examNameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    upload.mutate(
      { kind, classId, file, dryRun, examName: examName.trim() },
      {
        onSuccess: (report) => {
          setOutcome({ report, checked: { file, examName } });
          if (report.written) {
            toast.success(summaryOf(report));
            setFile(null);
            setInputKey((n) => n + 1);
          }
        },
        onError: (error) => {
          setOutcome(null);
          const field =
            error instanceof ApiError && typeof error.data === 'object' && error.data !== null
              ? (error.data as { field?: unknown }).field
              : undefined;
          setErrors(field === 'examName' ? { examName: error.message } : { file: error.message });
        },
      },
    );
  };

  const fileId = `${kind}-file`;
  return (
    <section
      aria-labelledby={`${kind}-heading`}
      className="flex flex-col gap-3 rounded-md border border-border bg-card p-4"
    >
      <h2 id={`${kind}-heading`} className="text-base font-semibold">
        {text.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{text.explain}</p>
      <div className="grid gap-4 desktop:grid-cols-2">
        {kind === 'scores' && (
          <FormField label={t.examName} hint={t.examNameHint} error={errors.examName} required>
            <Input value={examName} maxLength={50} onChange={(e) => setExamName(e.target.value)} />
          </FormField>
        )}
        <FormField label={t.file} hint={text.fileHint} error={errors.file} required id={fileId}>
          <TableFileInput
            key={inputKey}
            onPick={(picked) => {
              setFile(picked);
              setErrors((e) => ({ ...e, file: picked ? fileProblem(picked) : '' }));
            }}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send(true)} disabled={upload.isPending}>
          {upload.isPending && upload.variables.dryRun ? t.checking : t.dryRun}
        </Button>
        <Button variant="primary" onClick={() => send(false)} disabled={!passed || upload.isPending}>
          {upload.isPending && !upload.variables.dryRun ? t.writing : t.confirm}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t.confirmHint}</p>
      {outcome && <ClassFileReportView kind={kind} report={outcome.report} />}
    </section>
  );
}
