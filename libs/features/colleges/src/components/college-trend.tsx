// A college's trend when one is chosen in the table: its lowest score or lowest rank in the region by year,
// one line per category track (物理类 continues 理科), from GET /api/college/admissions. The rank axis runs
// downwards, so better is higher on both charts.
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, LoadError, LoadingSkeleton, Select } from '@zhiyuan/ui';
import {
  collegePagePath,
  EChart,
  SampleNote,
  useSiteConfig,
  type YearTrendInput,
  yearTrendOption,
  yearTrendTable,
} from '@zhiyuan/feature-shared';
import { useCollegeAdmissions } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { historyTrend, type HistoryMetric } from '../utils/admission-history.ts';

const t = collegesMessages.trend;

export interface CollegeTrendProps {
  collegeId: number;
  onClose: () => void;
}

export function CollegeTrend({ collegeId, onClose }: CollegeTrendProps) {
  const id = useId();
  const { config } = useSiteConfig();
  const [metric, setMetric] = useState<HistoryMetric>('minScore');
  const admissions = useCollegeAdmissions({ id: collegeId });
  const rows = admissions.data?.items;
  const name = admissions.data?.college.name;
  const metricName = metric === 'minScore' ? t.minScore : t.minRank;
  const input = useMemo<YearTrendInput | undefined>(
    () =>
      rows && {
        ...historyTrend(rows, config.years, metric),
        valueName: metricName,
        ...(metric === 'minScore' ? { unit: '分' } : { inverse: true }),
      },
    [rows, config.years, metric, metricName],
  );
  const option = useMemo(() => input && yearTrendOption(input), [input]);
  const table = useMemo(
    () => input && yearTrendTable(input, t.chartCaption(metricName), t.year),
    [input, metricName],
  );

  let body;
  if (admissions.isError && !admissions.data) {
    body = <LoadError error={admissions.error} onRetry={() => void admissions.refetch()} />;
  } else if (!admissions.data || !input || !option || !table) {
    body = <LoadingSkeleton rows={2} block="h-48" />;
  } else if (input.years.length === 0) {
    body = <Empty description={t.empty} />;
  } else {
    body = (
      <>
        <EChart option={option} label={t.chartLabel(name ?? '', metricName)} table={table} height={260} />
        {rows?.some((r) => r.sample) && <SampleNote />}
      </>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-medium">
          {name ? t.heading(name) : t.headingPending}
        </h2>
        <div className="flex items-center gap-2">
          <Link to={collegePagePath(collegeId)} className="text-sm text-primary-strong hover:underline">
            {t.profile}
          </Link>
          <Button variant="ghost" size="small" className="px-2" aria-label={t.close} onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="w-40">
        <Select
          label={t.metric}
          options={[
            { value: 'minScore', label: t.minScore },
            { value: 'minRank', label: t.minRank },
          ]}
          value={metric}
          onValueChange={(value) => setMetric(value === 'minRank' ? 'minRank' : 'minScore')}
        />
      </div>
      {body}
    </section>
  );
}
