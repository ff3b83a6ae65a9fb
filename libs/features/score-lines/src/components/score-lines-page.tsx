// 批次线 (/data/line): the region's batch and control lines by year and category — a trend chart across the
// years and the table of lines. Categories are chosen by track, so 物理类 (from 2025) continues 理科 and
// 历史类 continues 文科. The chosen track and year live in the URL.
import { useId, useMemo } from 'react';
import type { ScoreLineItem, SiteYear } from '@zhiyuan/contracts';
import { useSearchParams } from 'react-router';
import {
  cn,
  Empty,
  LoadError,
  LoadingSkeleton,
  SampleBadge,
  Select,
  Table,
  type TableColumn,
  ALL_VALUE,
  valueOrAll,
} from '@zhiyuan/ui';
import {
  categoryTracks,
  EChart,
  OfficialSource,
  SampleNote,
  useSiteConfig,
  yearTrendOption,
  yearTrendTable,
  type YearTrendInput,
} from '@zhiyuan/feature-shared';
import { useScoreLines } from '../api/score-lines.ts';
import { scoreLinesMessages as t } from '../messages.ts';
import { lineTrend, linesOfTrack } from '../utils/line-trend.ts';
import { ProfessionalLines } from './professional-lines.tsx';

const columnList: TableColumn<ScoreLineItem>[] = [
  { key: 'year', title: t.columns.year },
  { key: 'category', title: t.columns.category },
  { key: 'batch', title: t.columns.batch },
  { key: 'kind', title: t.columns.kind },
  { key: 'score', title: t.columns.score, align: 'right', className: 'font-medium tabular-nums' },
];
const columns = columnList.map((column) => ({
  ...column,
  className: cn('whitespace-nowrap', column.className),
}));

/** Where real and generated rows share the table, each generated row is marked beside its year. */
const markedColumns = columns.map((column) =>
  column.key === 'year'
    ? {
        ...column,
        render: (r: ScoreLineItem) =>
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

/** The chart and the table of one track (and year), once the lines are in. */
function TrackLines({
  lines,
  years,
  track,
  trackLabel,
  year,
}: {
  lines: readonly ScoreLineItem[];
  years: readonly SiteYear[];
  track: string;
  trackLabel: string;
  year: number | undefined;
}) {
  const { config } = useSiteConfig();
  const chartId = useId();
  const tableId = useId();
  const chartInput = useMemo<YearTrendInput>(
    () => ({ ...lineTrend(lines, years, track), valueName: t.valueName, unit: t.unit }),
    [lines, years, track],
  );
  const option = useMemo(() => yearTrendOption(chartInput), [chartInput]);
  const chartTable = useMemo(
    () => yearTrendTable(chartInput, t.chartCaption(trackLabel), t.columns.year),
    [chartInput, trackLabel],
  );
  if (chartInput.years.length === 0) return <Empty description={t.empty} />;

  // The chart draws every year of the track; the table only the year chosen: each says what it shows.
  const charted = linesOfTrack(lines, years, track, undefined);
  const chartSample = charted.length > 0 && charted.every((r) => r.sample);
  const rows = linesOfTrack(lines, years, track, year);
  const sample = rows.length > 0 && rows.every((r) => r.sample);
  const someSample = rows.some((r) => r.sample);
  const someReal = rows.some((r) => !r.sample);
  return (
    <>
      <section aria-labelledby={chartId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={chartId} className="text-lg font-medium">
            {t.chartHeading}
          </h2>
          {chartSample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
        </div>
        <EChart option={option} label={t.chartLabel(trackLabel)} table={chartTable} height={360} />
      </section>
      <section aria-labelledby={tableId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={tableId} className="text-lg font-medium">
            {t.tableHeading}
          </h2>
          {sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
        </div>
        {rows.length === 0 ? (
          <Empty description={t.empty} />
        ) : (
          <Table
            columns={someSample && someReal ? markedColumns : columns}
            data={rows}
            rowKey={(r) => `${r.year}-${r.category}-${r.batch}`}
            caption={t.caption(trackLabel)}
            striped
            stacked
          />
        )}
        {someSample && <SampleNote>{sample ? null : t.sampleRows}</SampleNote>}
        {someReal && <OfficialSource quoted={rows.some((r) => r.quoted === true)} />}
      </section>
    </>
  );
}

export function ScoreLinesPage() {
  const [params, setParams] = useSearchParams();
  const { config, isPlaceholder } = useSiteConfig();
  const lines = useScoreLines();

  const tracks = categoryTracks(config.years);
  const track = tracks.find((x) => x.track === params.get('track')) ?? tracks[0];
  const yearValue = Number(params.get('year'));
  const year = config.years.some((y) => y.year === yearValue) ? yearValue : undefined;
  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  let body;
  if (lines.isError) {
    body = <LoadError titleAs="h2" error={lines.error} onRetry={() => void lines.refetch()} />;
  } else if (lines.isPending || isPlaceholder) {
    body = <LoadingSkeleton shape="blocks" blocks={['h-72', 'h-40']} label={t.loading} />;
  } else if (!track) {
    body = <Empty description={t.empty} />;
  } else {
    body = (
      <>
        <TrackLines
          lines={lines.data.items}
          years={config.years}
          track={track.track}
          trackLabel={track.label}
          year={year}
        />
        <ProfessionalLines lines={lines.data.items} year={year} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.intro(config.region.province)}</p>
      </div>
      <div
        role="group"
        aria-label={t.filters}
        className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-4 sm:max-w-lg"
      >
        <Select
          label={t.track}
          options={tracks.map((x) => ({ value: x.track, label: x.label }))}
          value={track?.track ?? ''}
          onValueChange={(value) => set('track', value)}
        />
        <Select
          label={t.year}
          options={[
            { value: ALL_VALUE, label: t.allYears },
            ...[...config.years].reverse().map((y) => ({ value: String(y.year), label: String(y.year) })),
          ]}
          value={year === undefined ? ALL_VALUE : String(year)}
          onValueChange={(value) => set('year', valueOrAll(value))}
        />
      </div>
      {body}
    </div>
  );
}
