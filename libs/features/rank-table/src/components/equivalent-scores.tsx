// 往年等位分: the same rank in the other years with a table, read along the category's track (物理类 2025 →
// 理科 2024 …), so last year's admission scores can be read against this year's result.
import { useId } from 'react';
import type { EquivalentScore, RankEquivalent } from '@zhiyuan/contracts';
import { Empty, SampleBadge, Skeleton, Table, type TableColumn } from '@zhiyuan/ui';
import { useSiteConfig } from '@zhiyuan/feature-shared';
import { rankTableMessages } from '../messages.ts';

const t = rankTableMessages.equivalent;

/** 说明: below the table when it is, the score's own rank in that year, and the track across the reform. */
function note(e: EquivalentScore, asked: RankEquivalent) {
  return [
    e.withinTable ? null : t.below,
    t.rankOf(e.rank),
    e.category === asked.category ? null : t.track(e.category, asked.category),
  ]
    .filter(Boolean)
    .join('；');
}

function columnsFor(asked: RankEquivalent): TableColumn<EquivalentScore>[] {
  return [
    { key: 'year', title: t.columns.year },
    { key: 'category', title: t.columns.category },
    { key: 'score', title: t.columns.score, align: 'right', className: 'font-medium tabular-nums' },
    { key: 'note', title: t.columns.note, render: (e) => note(e, asked) },
  ];
}

export interface EquivalentScoresProps {
  data: RankEquivalent | undefined;
  error: Error | null;
  loading: boolean;
  /** Whether a score has been looked up at all. */
  asked: boolean;
}

export function EquivalentScores({ data, error, loading, asked }: EquivalentScoresProps) {
  const { config } = useSiteConfig();
  const headingId = useId();
  let body;
  if (!asked) body = <p className="text-sm text-muted-foreground">{t.hint}</p>;
  else if (error) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        {error.message}
      </p>
    );
  } else if (loading || !data) body = <Skeleton className="h-32 w-full" />;
  else if (data.items.length === 0) body = <Empty description={t.empty} />;
  else {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm">{t.description(data.year, data.category, data.score, data.rank)}</p>
        <Table columns={columnsFor(data)} data={data.items} rowKey="year" caption={t.caption} size="small" />
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading}
        </h2>
        {data && (data.sample || data.items.some((e) => e.sample)) && (
          <SampleBadge>{config.sampleBadge}</SampleBadge>
        )}
      </div>
      {body}
    </section>
  );
}
