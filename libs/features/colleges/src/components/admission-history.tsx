import { cellText } from '@zhiyuan/domain';
// 在内蒙古的历年录取 of a college page: category and batch selectors (sent to GET /api/college/admissions), a
// chart of the lowest score or the lowest rank by year (one line per category track, so 物理类 continues 理科),
// and the rows by year, category, batch, 专业组 and major, a page at a time. A real row without a published
// rank shows the rank 模拟填报 converts it to, marked 折算 (ConvertedRank), and the reason under the table.
import { useId, useMemo, useState } from 'react';
import type { AdmissionRow } from '@zhiyuan/contracts';
import { Link } from 'react-router';
import {
  Button,
  cn,
  Empty,
  LoadError,
  LoadingSkeleton,
  Pagination,
  SampleBadge,
  Select,
  Table,
  type TableColumn,
  ALL_VALUE,
  optionsWithAll,
  valueOrAll,
} from '@zhiyuan/ui';
import {
  ConvertedRank,
  ConvertedRankNotes,
  EChart,
  majorDetailPath,
  OfficialSource,
  SampleNote,
  useSiteConfig,
  type YearTrendInput,
  yearTrendOption,
  yearTrendTable,
} from '@zhiyuan/feature-shared';
import { useCollegeAdmissions } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { historyTrend, type HistoryMetric } from '../utils/admission-history.ts';

const t = collegesMessages.history;
const PAGE_SIZE = 15;

const columnList: TableColumn<AdmissionRow>[] = [
  { key: 'year', title: t.columns.year },
  { key: 'category', title: t.columns.category },
  { key: 'batch', title: t.columns.batch, className: 'whitespace-nowrap' },
  { key: 'group', title: t.columns.group, render: (r) => cellText(r.groupCode) },
  {
    key: 'major',
    title: t.columns.major,
    render: (r) =>
      r.scope === '专业' && r.majorName ? (
        r.majorCode ? (
          <Link to={majorDetailPath('/data', r.majorCode)} className="text-primary-strong hover:underline">
            {r.majorName}
          </Link>
        ) : (
          r.majorName
        )
      ) : (
        <span className="text-muted-foreground">{t.scopes[r.scope] || collegesMessages.dash}</span>
      ),
  },
  { key: 'plan', title: t.columns.plan, align: 'right', render: (r) => cellText(r.planCount) },
  { key: 'minScore', title: t.columns.minScore, align: 'right', render: (r) => cellText(r.minScore) },
  { key: 'avgScore', title: t.columns.avgScore, align: 'right', render: (r) => cellText(r.avgScore) },
  { key: 'maxScore', title: t.columns.maxScore, align: 'right', render: (r) => cellText(r.maxScore) },
  {
    key: 'minRank',
    title: t.columns.minRank,
    align: 'right',
    // No published rank (内蒙古 2025): the rank 模拟填报 compares the row by, marked 折算 with its interval.
    render: (r) =>
      r.minRank === null && r.derivedRank ? (
        <ConvertedRank rank={r.derivedRank.rank} note={r.derivedRank.note} range={r.derivedRank} />
      ) : (
        cellText(r.minRank)
      ),
  },
];

// On phones the table scrolls sideways rather than squeezing names into one-character columns.
const columns = columnList.map((column) => ({
  ...column,
  className: cn('whitespace-nowrap', column.className),
}));

/** An authority's 投档 table says how many were filed and the lowest candidate's tie-break scores. */
const authorityColumns: TableColumn<AdmissionRow>[] = [
  {
    key: 'filed',
    title: t.columns.filed,
    align: 'right',
    className: 'whitespace-nowrap',
    render: (r) => cellText(r.filedCount ?? null),
  },
  {
    key: 'tiebreak',
    title: t.columns.tiebreak,
    className: 'min-w-48 text-xs',
    render: (r) => [r.planCategory, r.tiebreak].filter(Boolean).join('；') || collegesMessages.dash,
  },
];

/** Where real and generated rows share the table, each generated row is marked beside its year. */
const markedColumns = columns.map((column) =>
  column.key === 'year'
    ? {
        ...column,
        render: (r: AdmissionRow) =>
          r.sample ? (
            <span className="inline-flex items-center gap-1">
              {r.year}
              <SampleBadge>{t.sampleMark}</SampleBadge>
            </span>
          ) : (
            r.year
          ),
      }
    : column,
);

const unique = (values: readonly string[]) => [...new Set(values)];

export interface AdmissionHistoryProps {
  collegeId: number;
  collegeName: string;
}

export function AdmissionHistory({ collegeId, collegeName }: AdmissionHistoryProps) {
  const { config } = useSiteConfig();
  const [category, setCategory] = useState<string>();
  const [batch, setBatch] = useState<string>();
  const [metric, setMetric] = useState<HistoryMetric>('minScore');
  const [page, setPage] = useState(1);
  const headingId = useId();
  const history = useCollegeAdmissions({
    id: collegeId,
    ...(category ? { category } : {}),
    ...(batch ? { batch } : {}),
  });
  // The previous college's rows stay on screen only while its own filters change, never for another college.
  const data = history.data?.college.id === collegeId ? history.data : undefined;
  const newestFirst = [...config.years].sort((a, b) => b.year - a.year);
  const categories = unique(newestFirst.flatMap((y) => y.categories.map((c) => c.name)));
  const batches = unique(newestFirst.flatMap((y) => y.batches.map((b) => b.name)));

  const metricName = metric === 'minScore' ? t.minScore : t.minRank;
  const chartInput = useMemo<YearTrendInput | undefined>(
    () =>
      data && {
        ...historyTrend(data.items, config.years, metric),
        valueName: metric === 'minScore' ? t.minScore : t.minRank,
        unit: metric === 'minScore' ? t.scoreUnit : t.rankUnit,
        inverse: metric === 'minRank',
      },
    [data, config.years, metric],
  );
  const option = useMemo(() => chartInput && yearTrendOption(chartInput), [chartInput]);
  const chartTable = useMemo(
    () => chartInput && yearTrendTable(chartInput, t.chartCaption(chartInput.valueName), t.year),
    [chartInput],
  );

  const choose = (set: (value: string | undefined) => void) => (value: string) => {
    set(valueOrAll(value));
    setPage(1);
  };

  let body;
  if (!data && history.isError) {
    body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  } else if (!data) {
    body = <LoadingSkeleton rows={6} />;
  } else if (data.items.length === 0) {
    body = <Empty description={t.empty} />;
  } else {
    const rows = data.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    body = (
      <div className="flex flex-col gap-4">
        {option && chartTable && (
          <div className="flex flex-col gap-2">
            <div role="group" aria-label={t.metric} className="flex gap-2">
              {(['minScore', 'minRank'] as const).map((m) => (
                <Button
                  key={m}
                  size="small"
                  variant={metric === m ? 'primary' : 'default'}
                  aria-pressed={metric === m}
                  onClick={() => setMetric(m)}
                >
                  {m === 'minScore' ? t.minScore : t.minRank}
                </Button>
              ))}
            </div>
            <EChart option={option} label={t.chartLabel(collegeName, metricName)} table={chartTable} />
          </div>
        )}
        <Table
          columns={[
            ...(data.items.some((r) => r.sample) && data.items.some((r) => !r.sample)
              ? markedColumns
              : columns),
            ...(data.items.some((r) => r.filedCount !== undefined || r.tiebreak !== undefined)
              ? authorityColumns
              : []),
          ]}
          data={rows}
          rowKey="id"
          caption={t.caption}
          size="small"
          stacked
        />
        {data.items.length > PAGE_SIZE && (
          <Pagination
            className="justify-center"
            total={data.items.length}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
          />
        )}
        <ConvertedRankNotes notes={data.items.flatMap((r) => (r.derivedRank ? [r.derivedRank.note] : []))} />
        {data.items.some((r) => r.sample) && <SampleNote>{t.sampleRows}</SampleNote>}
        {data.items.some((r) => !r.sample) && <OfficialSource />}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading(config.region.province)}
        </h2>
        {/* The badge marks the rows, not the section, where some rows are real (2025's 投档 of 内蒙古). */}
        {data && data.items.length > 0 && data.items.every((r) => r.sample) && (
          <SampleBadge>{config.sampleBadge}</SampleBadge>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Select
          label={t.category}
          options={optionsWithAll(categories, t.all)}
          value={category ?? ALL_VALUE}
          onValueChange={choose(setCategory)}
        />
        <Select
          label={t.batch}
          options={optionsWithAll(batches, t.all)}
          value={batch ?? ALL_VALUE}
          onValueChange={choose(setBatch)}
        />
      </div>
      {body}
    </section>
  );
}
