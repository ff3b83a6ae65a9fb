// The report of a dry run or a write: the summary, how the file was read where it is not in the template's
// form, and every problem with its line, column and reason.
import type { ImportReport } from '@zhiyuan/contracts';
import { adminImportMessages } from '../messages.ts';
import { ImportIssuesTable, UploadReportStatus } from '@zhiyuan/feature-shared';

const t = adminImportMessages.report;

export interface ImportReportViewProps {
  report: ImportReport;
  /** The server's one-line summary. */
  summary: string;
}

export function ImportReportView({ report, summary }: ImportReportViewProps) {
  return (
    <section aria-labelledby="import-report" className="flex flex-col gap-3">
      <h3 id="import-report" className="text-base font-semibold">
        {report.written ? t.writtenHeading : t.heading}
      </h3>
      <UploadReportStatus failed={report.errorCount > 0} summary={summary}>
        {t.file(report.fileName ?? report.label, report.totalRows)}
        {report.skipped > 0 && `；${t.skipped(report.skipped)}`}
      </UploadReportStatus>
      {report.notes.length > 0 && (
        <section aria-labelledby="import-notes" className="flex flex-col gap-1 text-sm">
          <h4 id="import-notes" className="font-medium">
            {t.notesHeading}
          </h4>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}
      {report.errors.length > 0 && <ImportIssuesTable issues={report.errors} />}
      {report.errorCount > report.errors.length && (
        <p className="text-sm text-muted-foreground">
          {t.moreErrors(report.errors.length, report.errorCount)}
        </p>
      )}
    </section>
  );
}
