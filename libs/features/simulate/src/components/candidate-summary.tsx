// 你的位次: the rank every estimate uses (with the ranks shared by the score and the number of candidates),
// the equivalent scores of past years (the same rank in each year's table, 理科 before the reform), and the
// tier bands as the engine uses them, with the reminder that a probability is an estimate.
import { useId, type ReactNode } from 'react';
import type { RecommendData } from '@zhiyuan/contracts';
import { Badge, Table, type TableColumn } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import { SampleNote } from '@zhiyuan/feature-shared';
import { TierBadge } from './tier-badge.tsx';

const t = simulateMessages.summary;
const n = simulateMessages.rankValue;

type Equivalent = RecommendData['equivalentScores'][number];

const columns: TableColumn<Equivalent>[] = [
  { key: 'year', title: t.columns.year },
  { key: 'category', title: t.columns.category },
  { key: 'score', title: t.columns.score, align: 'right' },
  { key: 'rank', title: t.columns.rank, align: 'right', render: (e) => n(e.rank) },
];

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function CandidateSummary({ data }: { data: RecommendData }) {
  const headingId = useId();
  const range =
    data.rankRange.from === data.rankRange.to
      ? n(data.rankRange.from)
      : `${n(data.rankRange.from)}–${n(data.rankRange.to)}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-lg font-medium">
        {t.heading}
      </h2>
      <p className="text-sm">
        {t.rankLine(data.year, data.category, data.rank)}
        {data.score !== null && <span className="text-muted-foreground">（{t.scoreLine(data.score)}）</span>}
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure term={t.rank}>{n(data.rank)}</Figure>
        <Figure term={t.rankRange}>{range}</Figure>
        <Figure term={t.scoreAtRank}>{data.score ?? simulateMessages.dash}</Figure>
        <Figure term={t.candidates}>
          {data.candidates === null ? simulateMessages.dash : n(data.candidates)}
        </Figure>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-medium">{t.equivalentHeading}</h3>
          <p className="text-xs text-muted-foreground">{t.equivalentHint}</p>
          <Table
            columns={columns}
            data={data.equivalentScores}
            rowKey={(e) => `${e.year}-${e.category}`}
            caption={t.equivalentCaption}
            emptyText={t.noEquivalent}
            size="small"
          />
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-medium">{t.tiersHeading}</h3>
          <ul className="flex flex-col gap-2 text-sm">
            {data.tierBands.map((band) => (
              <li key={band.tier} className="flex items-start gap-2">
                <TierBadge tier={band.tier} />
                <span>
                  <Badge variant="outline" className="mr-1.5">
                    {t.band(band.min, band.max)}
                  </Badge>
                  {band.description}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {data.sample && <SampleNote />}
    </section>
  );
}
