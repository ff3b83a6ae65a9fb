// The whole 一分一段 table of a year and category: the score distribution as a chart, and the table a page at
// a time, opening at the page of the looked-up score, whose row is marked.
import { useId, useMemo, useState } from 'react';
import type { RankTable } from '@zhiyuan/contracts';
import {
  Badge,
  cn,
  Empty,
  Pagination,
  SampleBadge,
  Table,
  type TableColumn,
  LoadError,
  LoadingSkeleton,
} from '@zhiyuan/ui';
import { EChart, OfficialSource, useSiteConfig } from '@zhiyuan/feature-shared';
import { rankTableMessages } from '../messages.ts';
import { distributionOption, distributionTable } from '../utils/distribution.ts';

const t = rankTableMessages.table;
export const RANK_TABLE_PAGE_SIZE = 50;

type Row = RankTable['rows'][number];

export interface RankTableSectionProps {
  year: number;
  category: string;
  table: RankTable | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The looked-up score, marked in the chart and the table. */
  score?: number;
}

export function RankTableSection({ year, category, table, error, onRetry, score }: RankTableSectionProps) {
  const { config } = useSiteConfig();
  const headingId = useId();
  // Until the reader pages, the table opens where the looked-up score is.
  const [chosenPage, setChosenPage] = useState<number>();
  const option = useMemo(() => table && distributionOption(table, score), [table, score]);
  const chartTable = useMemo(() => table && distributionTable(table), [table]);

  const columnList: TableColumn<Row>[] = [
    {
      key: 'score',
      title: t.columns.score,
      render: (r) => (
        <span className="inline-flex items-center gap-2 font-medium tabular-nums">
          {r.score}
          {r.score === score && <Badge>{t.yours}</Badge>}
        </span>
      ),
    },
    { key: 'count', title: t.columns.count, align: 'right', render: (r) => r.count.toLocaleString('zh-CN') },
    {
      key: 'cumulative',
      title: t.columns.cumulative,
      align: 'right',
      render: (r) => r.cumulative.toLocaleString('zh-CN'),
    },
    {
      key: 'range',
      title: t.columns.range,
      align: 'right',
      render: (r) => rankTableMessages.rangeValue(r.cumulative - r.count + 1, r.cumulative),
    },
  ];
  const columns = columnList.map((column) => ({
    ...column,
    className: cn('whitespace-nowrap', column.className),
  }));

  let body;
  if (error) body = <LoadError error={error} onRetry={onRetry} />;
  else if (!table || !option || !chartTable) {
    body = <LoadingSkeleton shape="blocks" blocks={['h-72', 'h-40']} label={rankTableMessages.loading} />;
  } else if (table.rows.length === 0) body = <Empty description={t.empty} />;
  else {
    const scoreIndex = score === undefined ? -1 : table.rows.findIndex((r) => r.score <= score);
    const page = chosenPage ?? (scoreIndex >= 0 ? Math.floor(scoreIndex / RANK_TABLE_PAGE_SIZE) + 1 : 1);
    body = (
      <div className="flex flex-col gap-4">
        <EChart option={option} label={t.chartLabel(year, category)} table={chartTable} height={340} />
        <Table
          columns={columns}
          data={table.rows.slice((page - 1) * RANK_TABLE_PAGE_SIZE, page * RANK_TABLE_PAGE_SIZE)}
          rowKey="score"
          caption={t.caption(year, category)}
          size="small"
          striped
        />
        {table.rows.length > RANK_TABLE_PAGE_SIZE && (
          <Pagination
            className="justify-center"
            total={table.rows.length}
            page={page}
            pageSize={RANK_TABLE_PAGE_SIZE}
            onChange={setChosenPage}
            showTotal={false}
          />
        )}
        {table.sample ? (
          <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <SampleBadge>{config.sampleBadge}</SampleBadge>
            {config.attributions.sample.text}
          </p>
        ) : (
          <OfficialSource />
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading(year, category)}
        </h2>
        {table && <span className="text-sm text-muted-foreground">{t.candidates(table.candidates)}</span>}
        {table?.sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
      </div>
      {body}
    </section>
  );
}
