// A chart drawn by ECharts, loaded once the page is idle and the chart is in view
// (when-near-and-idle.ts, load-echarts.ts). Accessible in three ways: the drawing is one image named by `label`
// (role="img"); its data is a table that screen readers always find and that anyone can show with 查看数据表 (and
// the content without JavaScript); and where the chart cannot be drawn the table is shown instead. A skeleton
// of the chart's height stands in until then (no layout shift); the chart follows its container's size and the
// theme colour.
import { useEffect, useId, useRef, useState } from 'react';
import { Button, cn, Skeleton, Table, type TableColumn } from '@zhiyuan/ui';
import { applyChartTheme, readChartTheme } from './chart-theme.ts';
import type { ChartInstance, ChartOption, ChartTable, ChartTableRow } from './chart-types.ts';
import { loadECharts } from './load-echarts.ts';
import { whenNearAndIdle } from './when-near-and-idle.ts';
import { chartMessages as t } from './messages.ts';

export interface EChartProps {
  /** The ECharts option; memoise it, every new object redraws the chart. */
  option: ChartOption;
  /** The chart's accessible name: what it shows, e.g. 2021–2025 年本科批分数线走势. */
  label: string;
  /** The chart's numbers as a table. */
  table: ChartTable;
  /** Height in pixels; the width is the container's. */
  height?: number;
  /** Shows the data table from the start. */
  defaultShowTable?: boolean;
  className?: string;
}

type ChartState = 'loading' | 'ready' | 'failed';

/** The reader asked the system for reduced motion (WCAG 2.3.3): lines are drawn at once, not animated. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function EChart({
  option,
  label,
  table,
  height = 320,
  defaultShowTable = false,
  className,
}: EChartProps) {
  const [state, setState] = useState<ChartState>('loading');
  const [showTable, setShowTable] = useState(defaultShowTable);
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);
  const tableId = useId();

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const element = containerRef.current;
    if (!element) return;
    const load = () =>
      loadECharts().then(
        (engine) => {
          const target = containerRef.current;
          if (disposed || !target) return;
          try {
            const chart = engine.init(target, null, { renderer: 'svg' });
            chartRef.current = chart;
            observer = new ResizeObserver(() => chart.resize());
            observer.observe(target);
            setState('ready');
          } catch {
            setState('failed');
          }
        },
        () => {
          if (!disposed) setState('failed');
        },
      );
    const cancel = whenNearAndIdle(element, () => void load());
    return () => {
      cancel();
      disposed = true;
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    const element = containerRef.current;
    if (state !== 'ready' || !chart || !element) return;
    const draw = () => {
      try {
        const themed = applyChartTheme(option, readChartTheme(element));
        chart.setOption(prefersReducedMotion() ? { ...themed, animation: false } : themed, {
          notMerge: true,
        });
      } catch {
        setState('failed');
      }
    };
    draw();
    // The theme colour can change while the page is open (setThemeColor writes the root's style).
    const themeWatch = new MutationObserver(draw);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    return () => themeWatch.disconnect();
  }, [state, option]);

  const failed = state === 'failed';
  const tableShown = showTable || failed;
  const columns: TableColumn<ChartTableRow>[] = table.columns.map((column) => ({
    key: column.key,
    title: column.title,
    ...(column.align ? { align: column.align } : {}),
  }));

  return (
    <figure
      data-slot="echart"
      aria-busy={state === 'loading' || undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      {failed ? (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {t.unavailable}
        </p>
      ) : (
        <div className="relative w-full" style={{ height }}>
          <div ref={containerRef} role="img" aria-label={label} className="size-full" />
          {state === 'loading' && (
            <div className="absolute inset-0 flex flex-col justify-end gap-3 p-4">
              <Skeleton className="h-1/3 w-full" />
              <Skeleton className="h-4 w-2/3" />
              <span className="sr-only" role="status">
                {t.loading}
              </span>
            </div>
          )}
        </div>
      )}
      {!failed && (
        <div className="flex justify-end">
          <Button
            variant="link"
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t.hideTable : t.showTable}
          </Button>
        </div>
      )}
      <div id={tableId} className={cn(!tableShown && 'sr-only')}>
        <Table
          columns={columns}
          data={table.rows}
          rowKey={(_row, index) => index}
          caption={table.caption}
          size="small"
          // Hidden, the table must not be a scroll region: one without anything to focus traps keyboards.
          className={cn(!tableShown && 'overflow-visible')}
        />
      </div>
    </figure>
  );
}
