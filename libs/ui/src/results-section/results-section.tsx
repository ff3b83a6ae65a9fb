// The results of a search page: a heading with the total beside it (a status region, so a new total is read
// out), the results, and the pager under them when there is more than one page (turning a page brings the
// heading back into view). `busy` marks the section while the next results load.
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Pagination, type PaginationProps } from '../pagination/pagination.tsx';

export interface ResultsSectionProps {
  /** 区块的 h2 标题，如“搜索结果”；也是区块的名称。The section's h2, e.g. 搜索结果; it names the section. */
  heading: ReactNode;
  /**
   * 标题的 id（页面可滚动到这里）；不给时自动生成。
   * The heading's id (a page may scroll to it); generated when not given.
   */
  headingId?: string;
  /** 找到了多少，如“共 12 所院校”；未知时为空。What was found, e.g. 共 12 所院校; empty while unknown. */
  total?: ReactNode;
  /** 正在加载下一批结果（aria-busy）。The next results are loading (aria-busy). */
  busy?: boolean;
  /**
   * 分页器的属性：给出且结果超过一页时显示。
   * The pager: shown when given and the results fill more than one page.
   */
  pagination?: Omit<PaginationProps, 'className'> | null;
  /** 附加到 `<section>` 的类名。Classes added to the `<section>`. */
  className?: string;
  /** 结果本身（列表、表格或空状态）。The results (a list, a table or an Empty). */
  children: ReactNode;
}

/**
 * 结果区：搜索页的结果部分——标题和旁边的总数（总数是状态区域，变化时会被读出）、结果本身，
 * 以及结果超过一页时下方的分页器（翻页后标题会滚回视野）。`busy` 在加载下一批结果时标记该区块。
 *
 * ResultsSection: the results of a search page — a heading with the total beside it (a status region, so a
 * new total is read out), the results, and the pager under them when `pagination` is given and the results
 * fill more than one page (turning a page brings the heading back into view). `busy` marks the section while
 * the next results load.
 */
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
