// Pager for lists: 共 N 条, previous/next and page buttons with long ranges collapsed (see pagination-range.ts).
// Pages are 1-based. A nav landmark named 分页; the current page carries aria-current="page". Under 640 px only
// the first, the current and the last pages show (the range without siblings), so the pager fits a phone's row.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import type { Size } from '../theme/size-context.ts';
import { useSize } from '../theme/use-size.ts';
import { getPaginationRange, type PaginationItem } from './pagination-range.ts';

export interface PaginationProps {
  /** 条目总数。The number of items in all. */
  total: number;
  /** 当前页，从 1 开始。Current page, from 1. */
  page: number;
  /** 每页条数。Items per page. */
  pageSize: number;
  /** 选择另一页时以新页码调用（由调用方更新 `page`）。Called with the chosen page (the caller updates `page`). */
  onChange: (page: number) => void;
  /** 当前页两侧各显示几页。Pages shown each side of the current one. */
  siblingCount?: number;
  /** 在分页器前显示“共 N 条”，默认显示。Shows 共 N 条 before the pager; on by default. */
  showTotal?: boolean;
  /**
   * 尺寸：`default`、`medium`、`small`、`mini`；默认取 `<SizeProvider>` 的全局尺寸。
   * `default`, `medium`, `small` or `mini`; defaults to the global size from `<SizeProvider>`.
   */
  size?: Size;
  /** 导航地标的名称，默认“分页”。Accessible name of the nav landmark; 分页 by default. */
  label?: string;
  /** 附加到 `<nav>` 的类名。Classes added to the `<nav>`. */
  className?: string;
}

/** What the pager draws: a page (hidden on phones unless the phones' range has it), or a gap. */
type Slot =
  { kind: 'page'; page: number; onPhones: boolean } | { kind: 'gap'; key: string; phonesOnly: boolean };

/**
 * The desktop's range, each page marked with whether phones show it (`phones`: the range without siblings), and
 * a gap for phones alone wherever pages they leave out sit between two pages they show.
 */
function slotsOf(items: PaginationItem[], phones: PaginationItem[]): Slot[] {
  const shownOnPhones = new Set(phones.filter((item) => typeof item === 'number'));
  const slots: Slot[] = [];
  let leftOut = false;
  let afterPage = false;
  for (const item of items) {
    if (typeof item !== 'number') {
      slots.push({ kind: 'gap', key: item, phonesOnly: false });
      leftOut = false;
      afterPage = false;
    } else if (shownOnPhones.has(item)) {
      if (leftOut && afterPage) slots.push({ kind: 'gap', key: `phones-${item}`, phonesOnly: true });
      slots.push({ kind: 'page', page: item, onPhones: true });
      leftOut = false;
      afterPage = true;
    } else {
      slots.push({ kind: 'page', page: item, onPhones: false });
      leftOut = true;
    }
  }
  return slots;
}

const SIZE_CLASSES: Record<Size, string> = {
  default: 'h-9 min-w-9 text-sm',
  medium: 'h-8 min-w-8 text-sm',
  small: 'h-7 min-w-7 text-xs',
  mini: 'h-6 min-w-6 text-xs',
};

/**
 * 分页：列表的分页器——“共 N 条”、上一页/下一页和页码按钮，页数多时折叠中间的页码（见 pagination-range.ts）。
 * 页码从 1 开始；受控使用：调用方保存 `page`，在 `onChange` 里更新它。它是名为“分页”的导航地标，
 * 当前页带 aria-current="page"。
 *
 * Pagination: the pager of a list — 共 N 条, previous/next and page buttons, with long ranges collapsed (see
 * pagination-range.ts). Pages are 1-based; it is controlled: the caller keeps `page` and updates it in
 * `onChange`. A nav landmark named 分页; the current page carries aria-current="page".
 */
export function Pagination({
  total,
  page,
  pageSize,
  onChange,
  siblingCount,
  showTotal = true,
  size,
  label = messages.pagination,
  className,
}: PaginationProps) {
  const effectiveSize = useSize(size);
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const slots = slotsOf(
    getPaginationRange({ page: current, pageCount, siblingCount }),
    getPaginationRange({ page: current, pageCount, siblingCount: 0 }),
  );
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };
  const buttonClass = cn(
    'inline-flex cursor-pointer items-center justify-center rounded-md px-1.5 font-medium text-foreground transition-colors',
    'hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:text-muted-foreground disabled:opacity-60',
    'aria-[current=page]:bg-primary-strong aria-[current=page]:text-primary-foreground aria-[current=page]:hover:text-primary-foreground',
    SIZE_CLASSES[effectiveSize],
  );

  return (
    <nav
      data-slot="pagination"
      aria-label={label}
      className={cn('flex flex-wrap items-center gap-3', className)}
    >
      {showTotal && <span className="text-sm text-muted-foreground">{messages.total(total)}</span>}
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            aria-label={messages.previousPage}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
            className={buttonClass}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        </li>
        {slots.map((slot) =>
          slot.kind === 'page' ? (
            <li key={slot.page} className={slot.onPhones ? undefined : 'max-sm:hidden'}>
              <button
                type="button"
                aria-label={messages.page(slot.page)}
                aria-current={slot.page === current ? 'page' : undefined}
                onClick={() => go(slot.page)}
                className={buttonClass}
              >
                {slot.page}
              </button>
            </li>
          ) : (
            <li
              key={slot.key}
              aria-hidden="true"
              className={cn('px-1 text-muted-foreground', slot.phonesOnly && 'sm:hidden')}
            >
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={messages.nextPage}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
            className={buttonClass}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
