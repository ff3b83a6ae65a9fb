// The head of an uploaded table file's report (a data import, a class roster or scores): the summary, announced,
// red when the file has problems and green when it passed, and under it the line on the file itself.
import type { ReactNode } from 'react';
import { cn } from '@zhiyuan/ui';

export interface UploadReportStatusProps {
  /** The file has problems (nothing was written). */
  failed: boolean;
  /** The server's one-line summary. */
  summary: string;
  /** What was read: the file's name and rows. */
  children: ReactNode;
}

export function UploadReportStatus({ failed, summary, children }: UploadReportStatusProps) {
  return (
    <div
      role="status"
      className={cn(
        'rounded-md border p-3 text-sm',
        failed ? 'border-destructive text-destructive' : 'border-success text-success',
      )}
    >
      <p className="font-medium">{summary}</p>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
