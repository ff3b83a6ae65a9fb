// The problems of an uploaded table file (a data import, a class roster or scores): each with its line, column
// and reason — the whole file or the whole row where the problem has no line or column.
import type { ImportIssueItem } from '@zhiyuan/contracts';
import { staffMessages } from './messages.ts';
import { StaffTable } from './staff-table.tsx';

const t = staffMessages.importIssues;

export interface ImportIssuesTableProps {
  issues: readonly ImportIssueItem[];
}

export function ImportIssuesTable({ issues }: ImportIssuesTableProps) {
  return (
    <StaffTable caption={t.caption} columns={t.columns} className="max-h-96 overflow-auto" stickyHeader>
      {issues.map((issue, i) => (
        <tr key={i} className="border-b border-border last:border-0">
          <td className="p-2 tabular-nums whitespace-nowrap">{issue.line ?? t.wholeFile}</td>
          <td className="p-2 whitespace-nowrap">{issue.column ?? t.wholeRow}</td>
          <td className="p-2">{issue.message}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
