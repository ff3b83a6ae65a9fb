// A back-office table: a bordered card that scrolls sideways on a phone, a caption for screen readers, the
// column headers, and the rows the caller gives.
import type { ReactNode } from 'react';
import { cn } from '@zhiyuan/ui';

export interface StaffTableProps {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  /** The rows (`<tr>` elements). */
  children: ReactNode;
  /** The table's least width (a Tailwind class such as `min-w-[36rem]`), so narrow screens scroll it. */
  minWidth?: string;
  /** The headers stay in view while a tall table scrolls inside its card (with a `max-h-…` class). */
  stickyHeader?: boolean;
  className?: string;
}

export function StaffTable({
  caption,
  columns,
  children,
  minWidth,
  stickyHeader,
  className,
}: StaffTableProps) {
  return (
    <div className={cn('overflow-x-auto rounded-md border border-border bg-card', className)}>
      <table className={cn('w-full text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn(stickyHeader && 'sticky top-0 bg-card')}>
          <tr className="border-b border-border text-left text-muted-foreground">
            {columns.map((h) => (
              <th key={h} scope="col" className="p-2 font-normal whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
