// The results of a search page: a heading with the total beside it (a status region, so a new total is read
// out), the results, and the pager under them when there is more than one page (turning a page brings the
// heading back into view). `busy` marks the section while the next results load.
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Pagination, type PaginationProps } from '../pagination/pagination.tsx';

export interface ResultsSectionProps {
  heading: ReactNode;
  /** The heading's id (a page may scroll to it); generated when not given. */
  headingId?: string;
  /** What was found, e.g. 共 12 所院校; empty while unknown. */
  total?: ReactNode;
  busy?: boolean;
  /** The pager: shown when given and the results fill more than one page. */
  pagination?: Omit<PaginationProps, 'className'> | null;
  className?: string;
  children: ReactNode;
}

export function ResultsSection({
  heading,
  headingId,
  total,
  busy = false,
  pagination,
  className,
  children,
}: ResultsSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section
      data-slot="results-section"
      aria-labelledby={id}
      aria-busy={busy || undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-medium">
          {heading}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {total}
        </p>
      </div>
      {children}
      {pagination && pagination.total > pagination.pageSize && (
        <Pagination
          className="justify-center"
          {...pagination}
          onChange={(page) => {
            pagination.onChange(page);
            document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
    </section>
  );
}
