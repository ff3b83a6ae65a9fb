// Data table: columns with `key`, `title`, optional `render` and `sortable`; sorting is controlled by the caller
// (`sort` + `onSortChange`, cycling ascending → descending → none) because lists sort on the server. Sortable
// headers are buttons inside th[aria-sort]; `caption` names the table for screen readers; `loading` shows
// skeleton rows and marks the table busy; no rows shows `emptyText` (暂无数据). `stacked` turns each row into a
// card on phones (under 640 px): the cells stack, each led by its column's label, so no column that matters
// hides off-screen to the right; `stacked="compact"` lets short cells sit side by side. A `rowHeader` column
// names its row (th[scope=row]) and heads the card.
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { messages } from '../messages.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import type { Size } from '../theme/size-context.ts';
import { useSize } from '../theme/use-size.ts';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<T> {
  /** Identifies the column; without `render` the cell shows `row[key]`. */
  key: string;
  title: ReactNode;
  sortable?: boolean;
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** A number is taken as pixels. */
  width?: number | string;
  className?: string;
  /** The column's name as plain text, for the stacked cards (defaults to `title` when it is a string). */
  label?: string;
  /**
   * The column names its row (a college's name, say): its cells are th[scope=row], which screen readers
   * announce with the row's other cells, and in the stacked cards the cell is the card's heading, without a
   * label. One column at most, usually the first.
   */
  rowHeader?: boolean;
}

/**
 * How rows stack into cards on phones: `lines` (or `true`), a line per cell, the label on the left and the
 * value on the right; `compact`, the labelled cells side by side, wrapping, for rows of short facts.
 */
export type TableStacking = 'lines' | 'compact';

export interface TableProps<T> {
  /**
   * 列：`key`、`title`，可选 `render`、`sortable`、`align`、`width`、`label`（堆叠卡片里的列名）、
   * `rowHeader`（这一列是行标题：th[scope=row]，也是堆叠卡片的标题）。
   * The columns: `key`, `title`, optional `render`, `sortable`, `align`, `width`, `label` (the column's
   * name in the stacked cards) and `rowHeader` (the column names its row: th[scope=row], and the stacked
   * card's heading).
   */
  columns: readonly TableColumn<T>[];
  /** 行数据。The rows. */
  data: readonly T[];
  /** 存放唯一 id 的属性名，或返回 id 的函数。Property holding a unique id, or a function returning one. */
  rowKey: (keyof T & string) | ((row: T, index: number) => Key);
  /** 当前排序（受控）；`null` 表示不排序。The current sort (controlled); `null` for none. */
  sort?: TableSort | null;
  /**
   * 点击可排序的表头时以下一个排序调用：升序 → 降序 → 不排序。
   * Called with the next sort when a sortable header is clicked: ascending → descending → none.
   */
  onSortChange?: (sort: TableSort | null) => void;
  /** 供屏幕阅读器使用的表格名称（视觉上隐藏）。Table name for screen readers (visually hidden). */
  caption?: ReactNode;
  /** 没有行时的文字，默认“暂无数据”。Shown when there are no rows; 暂无数据 by default. */
  emptyText?: ReactNode;
  /** 加载中：显示骨架行并标记表格忙碌。Loading: skeleton rows, and the table marked busy. */
  loading?: boolean;
  /** 加载时的骨架行数，默认 5。Number of skeleton rows while loading; 5 by default. */
  skeletonRows?: number;
  /** 斑马纹（隔行底色）。Stripes every other row. */
  striped?: boolean;
  /**
   * 尺寸（单元格内边距）：`default`、`medium`、`small`、`mini`；默认取 `<SizeProvider>` 的全局尺寸。
   * Size of the cells' padding: `default`, `medium`, `small` or `mini`; defaults to the global size from
   * `<SizeProvider>`.
   */
  size?: Size;
  /** 附加到外层容器的类名。Classes added to the wrapper. */
  className?: string;
  /**
   * 在手机上（640 px 以下）每行显示为卡片，而不是一条宽行：`true` 或 `'lines'` 每格一行（左边列名，右边值）；
   * `'compact'` 各格带着列名并排、放不下就换行，适合由简短信息组成的行。有 `rowHeader` 列时它是卡片的标题。
   * On phones (under 640 px) each row is a card instead of a wide row: `true` or `'lines'`, a line per cell
   * (the label on the left, the value on the right); `'compact'`, the labelled cells side by side, wrapping,
   * for rows of short facts. A `rowHeader` column heads the card.
   */
  stacked?: boolean | TableStacking;
}

const stackingOf = (stacked: boolean | TableStacking): TableStacking | null =>
  stacked === true ? 'lines' : stacked || null;

const labelOf = <T,>(column: TableColumn<T>): string | undefined =>
  column.label ?? (typeof column.title === 'string' ? column.title : undefined);

const CELL_PADDING: Record<Size, string> = {
  default: 'px-4 py-3',
  medium: 'px-3 py-2.5',
  small: 'px-3 py-2',
  mini: 'px-2 py-1.5 text-xs',
};

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

function nextSort(current: TableSort | null | undefined, key: string): TableSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/**
 * 表格：数据表。每列有 `key`、`title`，可选 `render` 和 `sortable`；排序由调用方控制（`sort` + `onSortChange`，
 * 依次为升序 → 降序 → 不排序），因为列表在服务器端排序。可排序的表头是 th[aria-sort] 里的按钮；
 * `caption` 为屏幕阅读器命名表格；`loading` 显示骨架行并标记表格忙碌；没有行时显示 `emptyText`（暂无数据）。
 * `stacked` 让每行在手机上（640 px 以下）变成卡片：单元格纵向排列，每格前面是它的列名，
 * 这样重要的列不会藏到屏幕右侧之外；`stacked="compact"` 让简短的格并排。`rowHeader` 列是行标题
 * （th[scope=row]），也是卡片的标题。
 *
 * Table: a data table. Columns have `key`, `title`, optional `render` and `sortable`; sorting is controlled
 * by the caller (`sort` + `onSortChange`, cycling ascending → descending → none) because lists sort on the
 * server. Sortable headers are buttons inside th[aria-sort]; `caption` names the table for screen readers;
 * `loading` shows skeleton rows and marks the table busy; no rows shows `emptyText` (暂无数据). `stacked` turns
 * each row into a card on phones (under 640 px): the cells stack, each led by its column's label, so no
 * column that matters hides off-screen to the right; `stacked="compact"` lets short cells sit side by side.
 * A `rowHeader` column names its row (th[scope=row]) and heads the card.
 */
export function Table<T>({
  columns,
  data,
  rowKey,
  sort,
  onSortChange,
  caption,
  emptyText = messages.empty,
  loading = false,
  skeletonRows = 5,
  striped = false,
  size,
  className,
  stacked = false,
}: TableProps<T>) {
  const padding = CELL_PADDING[useSize(size)];
  // The cards are styled once, in the stylesheet (styles/index.css, [data-stacked]), from the wrapper's
  // data-stacked, the cells' data-label and the row headers' scope: classes on every row and cell would have
  // the server send them twenty times over.
  const stacking = stackingOf(stacked);
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : String(row[rowKey]);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, r) => (
      <tr key={`skeleton-${r}`} className="border-b">
        {columns.map((column) => (
          <td key={column.key} className={padding}>
            <Skeleton />
          </td>
        ))}
      </tr>
    ));
  } else if (data.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className="px-4 py-10 text-center text-muted-foreground">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = data.map((row, index) => (
      <tr
        key={keyOf(row, index)}
        className={cn('border-b transition-colors hover:bg-primary-soft/50', striped && 'even:bg-muted')}
      >
        {columns.map((column) => {
          const content = column.render ? column.render(row, index) : defaultCell(row, column.key);
          const align = ALIGN[column.align ?? 'left'];
          return column.rowHeader ? (
            <th key={column.key} scope="row" className={cn(padding, 'font-normal', align, column.className)}>
              {content}
            </th>
          ) : (
            <td
              key={column.key}
              data-label={stacking ? (labelOf(column) ?? '') : undefined}
              className={cn(padding, align, column.className)}
            >
              {content}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    <div
      data-slot="table"
      data-stacked={stacking ?? undefined}
      className={cn('relative w-full overflow-x-auto rounded-md border', className)}
    >
      <table aria-busy={loading || undefined} className="w-full caption-bottom border-collapse text-sm">
        {caption != null && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-muted text-muted-foreground">
          <tr className="border-b">
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : null;
              const SortIcon =
                direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    column.sortable
                      ? direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                  style={
                    column.width == null
                      ? undefined
                      : { width: typeof column.width === 'number' ? `${column.width}px` : column.width }
                  }
                  className={cn(padding, 'font-medium whitespace-nowrap', ALIGN[column.align ?? 'left'])}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      onClick={() => onSortChange?.(nextSort(sort, column.key))}
                      className={cn(
                        'inline-flex cursor-pointer items-center gap-1 rounded-sm hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-ring',
                        direction && 'text-primary-strong',
                      )}
                    >
                      {column.title}
                      <SortIcon aria-hidden="true" className="size-3.5" />
                    </button>
                  ) : (
                    column.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      {loading && (
        <span role="status" className="sr-only">
          {messages.loading}
        </span>
      )}
    </div>
  );
}
