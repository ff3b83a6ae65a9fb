// The table of a comparison (院校对比, 专业对比): one column per item — its name (a link) and a button that
// removes it — and one row per fact, the row names kept in view while a phone scrolls the table sideways.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@zhiyuan/ui';

export interface CompareColumn {
  key: string;
  /** The item's name, usually a link to its page. */
  title: ReactNode;
  /** The remove button's accessible name (移除：…). */
  removeLabel: string;
  onRemove: () => void;
}

export interface CompareRow {
  label: string;
  /** One cell per column, in order. */
  cells: readonly ReactNode[];
}

export interface CompareTableProps {
  caption: string;
  /** The heading of the row names' column (项目). */
  itemHeading: string;
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
}

export function CompareTable({ caption, itemHeading, columns, rows }: CompareTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[30rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/50">
            <th scope="col" className="sticky left-0 w-24 bg-muted px-3 py-2 text-left font-medium sm:w-40">
              {itemHeading}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 text-left font-medium">
                <span className="flex items-center justify-between gap-2">
                  {c.title}
                  <Button
                    variant="ghost"
                    size="small"
                    className="px-1.5"
                    aria-label={c.removeLabel}
                    onClick={c.onRemove}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-b-0">
              <th
                scope="row"
                className="sticky left-0 bg-card px-3 py-2 text-left font-normal text-muted-foreground"
              >
                {row.label}
              </th>
              {columns.map((c, i) => (
                <td key={c.key} className="px-3 py-2 tabular-nums">
                  {row.cells[i]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
