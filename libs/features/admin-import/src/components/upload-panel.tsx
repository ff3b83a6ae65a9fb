// 上传文件: the kind (with its template columns and template downloads), the file, then 校验（试运行） — which
// writes nothing — and, once that passed for this very file and these decisions, 确认导入 with a progress bar
// while the server writes. Every problem is said beside what it concerns; nothing is written while any is left.
import { useState, type ReactNode } from 'react';
import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  type ImportKindName,
  type ImportKinds,
  type ImportReport,
  importSummary,
} from '@zhiyuan/contracts';
import { ApiError } from '@zhiyuan/domain';
import { TableFileInput, tableFileProblem } from '@zhiyuan/feature-shared';
import { Button, FormField, Select, toast } from '@zhiyuan/ui';
import { useImportUpload } from '../api/imports.ts';
import { adminImportMessages } from '../messages.ts';
import { CollegeDecisions, decisionsText, type CollegeChoices } from './college-decisions.tsx';
import { ImportReportView } from './import-report-view.tsx';
import { TemplateColumns } from './template-columns.tsx';

const t = adminImportMessages.upload;

/** What the file field says about a chosen file before anything is sent ('' when it may be sent). */
export function fileProblem(file: File | null): string {
  return tableFileProblem(file, IMPORT_MAX_BYTES, t);
}

interface Outcome {
  report: ImportReport;
  summary: string;
  /** What the report is about: the kind, the file and the decisions it was made with. */
  checked: { kind: ImportKindName; file: File; decisions: string };
}

function WriteProgress() {
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <span className="text-sm">{t.writing}</span>
      <div
        role="progressbar"
        aria-label={adminImportMessages.progress}
        aria-valuetext={t.writing}
        className="h-2 overflow-hidden rounded bg-muted"
      >
        <div className="h-full w-full animate-pulse rounded bg-primary" />
      </div>
    </div>
  );
}

export function UploadPanel({ kinds }: { kinds: ImportKinds }) {
  const upload = useImportUpload();
  const [kind, setKind] = useState<ImportKindName>('admission-records');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [choices, setChoices] = useState<CollegeChoices>({});
  const [decisionError, setDecisionError] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const spec = kinds.find((k) => k.kind === kind);
  const decisions = decisionsText(choices);
  const unmatched = outcome?.checked.kind === kind ? outcome.report.unmatched : [];
  const passed =
    outcome !== null &&
    outcome.report.dryRun &&
    outcome.report.errorCount === 0 &&
    outcome.checked.kind === kind &&
    outcome.checked.file === file &&
    outcome.checked.decisions === decisions;

  const send = (dryRun: boolean) => {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    const undecided = unmatched.filter((u) => !choices[u.key]);
    if (undecided.length > 0) {
      setDecisionError(adminImportMessages.decisions.undecidedError);
      return;
    }
    setDecisionError('');
    const checked = { kind, file, decisions };
    upload.mutate(
      { kind, file, dryRun, decisions },
      {
        onSuccess: (report) => {
          const summary = importSummary(report);
          setOutcome({ report, summary, checked });
          if (report.written) {
            toast.success(summary);
            // A written file is done with: the form starts over for the next one.
            setFile(null);
            setChoices({});
            setFileInputKey((n) => n + 1);
          }
        },
        onError: (error) => {
          setOutcome(null);
          setFileError(
            error instanceof ApiError && error.kind === 'api' ? error.message : String(error.message),
          );
        },
      },
    );
  };

  let actions: ReactNode;
  if (upload.isPending && !upload.variables?.dryRun) actions = <WriteProgress />;
  else
    actions = (
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => send(true)} disabled={upload.isPending}>
            {upload.isPending ? t.checking : t.dryRun}
          </Button>
          <Button variant="primary" onClick={() => send(false)} disabled={!passed || upload.isPending}>
            {t.confirm}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t.confirmHint}</p>
      </div>
    );

  return (
    <section
      aria-labelledby="import-upload"
      className="flex flex-col gap-4 rounded-md border border-border bg-card p-4"
    >
      <h2 id="import-upload" className="text-base font-semibold">
        {t.heading}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t.kind} required>
          <Select
            value={kind}
            onValueChange={(value) => {
              const next = IMPORT_KINDS.find((k) => k === value);
              if (next) setKind(next);
              setChoices({});
            }}
            options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
          />
        </FormField>
        <FormField label={t.file} hint={t.fileHint} error={fileError} required>
          <TableFileInput
            key={fileInputKey}
            onPick={(picked) => {
              setFile(picked);
              setFileError(picked ? fileProblem(picked) : '');
            }}
          />
        </FormField>
      </div>
      {spec && <TemplateColumns spec={spec} />}
      {actions}
      {unmatched.length > 0 && (
        <CollegeDecisions
          unmatched={unmatched}
          choices={choices}
          onChange={setChoices}
          {...(decisionError ? { error: decisionError } : {})}
        />
      )}
      {outcome && <ImportReportView report={outcome.report} summary={outcome.summary} />}
    </section>
  );
}
