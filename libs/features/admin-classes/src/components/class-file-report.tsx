// The report of a roster or scores file: the summary, how the file was read, every problem with its line,
// column and reason, and — when it passed — what each row becomes (a new account, already in the class; the
// student a result belongs to).
import { classFileSummary, rosterCounts, scoresCounts } from '@zhiyuan/contracts';
import { ImportIssuesTable, StaffTable, UploadReportStatus } from '@zhiyuan/feature-shared';
import type { ClassFileKind, ClassFileReport } from '../api/class-files.ts';
import { classFileMessages as t } from '../class-file-messages.ts';

/** The server's one-line summary of the report, made from it. */
export function summaryOf(report: ClassFileReport): string {
  const counts =
    'examName' in report ? scoresCounts(report.rows.length, report.examName) : rosterCounts(report);
  return classFileSummary(report, counts);
}

export function ClassFileReportView({ kind, report }: { kind: ClassFileKind; report: ClassFileReport }) {
  const headingId = `${kind}-report`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {report.written ? t.writtenHeading : t.reportHeading}
      </h3>
      <UploadReportStatus failed={report.errorCount > 0} summary={summaryOf(report)}>
        {t.fileLine(report.fileName ?? '', report.totalRows)}
      </UploadReportStatus>
      {report.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {report.errors.length > 0 && <ImportIssuesTable issues={report.errors} />}
      {report.rows.length > 0 &&
        ('examName' in report ? (
          <StaffTable
            caption={t.scoresCaption}
            columns={t.scoresColumns}
            className="max-h-96 overflow-auto"
            stickyHeader
          >
            {report.rows.map((row) => (
              <tr key={row.line} className="border-b border-border last:border-0">
                <td className="p-2 tabular-nums">{row.line}</td>
                <td className="p-2 whitespace-nowrap">{row.student.name}</td>
                <td className="p-2 tabular-nums">{row.total}</td>
                <td className="p-2 tabular-nums">{row.rank ?? t.rankUnpublished}</td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <StaffTable
            caption={t.rosterCaption}
            columns={t.rosterColumns}
            className="max-h-96 overflow-auto"
            stickyHeader
          >
            {report.rows.map((row) => (
              <tr key={row.line} className="border-b border-border last:border-0">
                <td className="p-2 tabular-nums">{row.line}</td>
                <td className="p-2 whitespace-nowrap">{row.name}</td>
                <td className="p-2 tabular-nums whitespace-nowrap">{row.phone}</td>
                <td className="p-2">{t.outcomes[row.outcome]}</td>
              </tr>
            ))}
          </StaffTable>
        ))}
    </section>
  );
}
