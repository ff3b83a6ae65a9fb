// One suggestion: the college (linked to its page) and group, the tier and the estimated probability as a
// rounded percentage, the predicted line with its 80 % interval, the majors with their seats, the past lowest
// scores and ranks, the reasons in reading order, the conditions of a plan not open to everyone (unit-access.tsx)
// and the other risk flags — everything the estimate rests on, so a
// student can judge it rather than trust it. Beside the probability: what such a probability meant in the
// backtest on this site's data, and a plain warning when the unit's own history is thin.
import { AlertTriangle, Info, OctagonAlert, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { RecommendItem } from '@zhiyuan/contracts';
import { Badge, Button, SampleBadge, Table, type TableColumn } from '@zhiyuan/ui';
import {
  collegePagePath,
  ConvertedRank,
  ConvertedRankNotes,
  OfficialSource,
  useSiteConfig,
} from '@zhiyuan/feature-shared';
import { simulateMessages, yearsText } from '../messages.ts';
import { unitName } from '../utils/draft.ts';
import { TierBadge } from './tier-badge.tsx';
import { UnitAccess } from './unit-access.tsx';

const t = simulateMessages.item;
const n = simulateMessages.rankValue;
const dash = simulateMessages.dash;

type History = RecommendItem['history'][number];

const historyColumns: TableColumn<History>[] = [
  {
    key: 'year',
    title: t.historyColumns.year,
    // Real rows (内蒙古 2025 投档) and generated ones may share the table: each generated row says so.
    render: (h) =>
      h.sample ? (
        <span className="inline-flex items-center gap-1">
          {h.year}
          <SampleBadge>{t.sampleRow}</SampleBadge>
        </span>
      ) : (
        h.year
      ),
  },
  { key: 'minScore', title: t.historyColumns.minScore, align: 'right' },
  {
    key: 'minRank',
    title: t.historyColumns.minRank,
    align: 'right',
    // A rank converted by line difference is never shown as official: marked 折算, its reason as the title
    // (read as its description) and written under the table.
    render: (h) =>
      h.minRank === null ? (
        dash
      ) : h.rankNote ? (
        <ConvertedRank rank={h.minRank} note={h.rankNote} />
      ) : (
        n(h.minRank)
      ),
  },
  {
    key: 'planCount',
    title: t.historyColumns.plan,
    align: 'right',
    render: (h) => (h.planCount === null ? dash : n(h.planCount)),
  },
];

const FLAG_ICONS = { error: OctagonAlert, warning: AlertTriangle, info: Info } as const;
const FLAG_VARIANTS = { error: 'danger', warning: 'warning', info: 'secondary' } as const;

export interface RecommendCardProps {
  item: RecommendItem;
  /** 1-based position of this unit in the list being edited, 0 when not in it. */
  position: number;
  onAdd: (item: RecommendItem) => void;
}

export function RecommendCard({ item, position, onAdd }: RecommendCardProps) {
  const id = useId();
  const { config } = useSiteConfig();
  const name = unitName({ collegeName: item.college.name, groupCode: item.group?.code ?? null });
  const facts = [
    `${item.college.province} · ${item.college.city}`,
    item.subjectRequirement && t.requirement(item.subjectRequirement),
    item.planCount !== null && t.plan(item.planCount),
    item.tuition !== null && t.tuition(item.tuition),
  ].filter(Boolean);
  // A restricted kind's flag says what its 报考条件 line says: shown there once (the flag's badge is the kind).
  const accessKinds = new Set<string>(item.access.map((a) => a.kind));
  const flags = item.flags.filter((flag) => !accessKinds.has(flag.label));
  const rankNotes = [...new Set(item.history.flatMap((h) => (h.rankNote ? [h.rankNote] : [])))];
  // Generated years the estimate rests on that the table does not list (its rows are marked one by one).
  const unlistedSampleYears = item.sampleYears.filter((year) => !item.history.some((h) => h.year === year));

  return (
    <article aria-labelledby={`${id}-name`} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h4 id={`${id}-name`} className="flex flex-wrap items-center gap-2 text-base font-medium">
            <Link
              to={collegePagePath(item.college.id)}
              className="text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {item.college.name}
            </Link>
            {item.group && (
              <>
                {' '}
                <span className="text-foreground">{item.group.name}</span>
              </>
            )}
          </h4>
          <div className="flex flex-wrap items-center gap-1.5">
            {item.college.tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
            {item.college.nature !== '公办' && !accessKinds.has(item.college.nature) && (
              <Badge variant="warning">{t.nature(item.college.nature)}</Badge>
            )}
            {item.planSample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
          </div>
          <p className="text-xs text-muted-foreground">{facts.join(' · ')}</p>
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <p className="flex items-center gap-2">
            <TierBadge tier={item.tier} className="text-sm" />
            <span className="text-base font-semibold tabular-nums" aria-describedby={`${id}-calibration`}>
              {t.probability(item.probability)}
            </span>
          </p>
        </div>
      </header>

      <UnitAccess access={item.access} />

      <div id={`${id}-calibration`} className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2 text-xs">
        <p>
          <span className="font-medium">{t.calibration}：</span>
          {item.calibration.message}
        </p>
        {item.calibration.thinHistory && (
          <p className="flex items-start gap-1.5 text-warning">
            <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              <span className="font-medium">{t.thinHistory}：</span>
              {item.calibration.thinReasons.join('；')}
            </span>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <h5 className="text-sm font-medium">{t.majors}</h5>
        {item.majors.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t.noMajors}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {item.majors.map((m, i) => (
              <li key={`${m.code ?? ''}-${m.name}-${i}`} className="rounded-sm border px-2 py-0.5 text-xs">
                {m.name}
                {m.planCount !== null && (
                  <span className="ml-1 text-muted-foreground">{t.majorPlan(m.planCount)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <h5 className="text-sm font-medium">{t.history}</h5>
          <Table
            columns={historyColumns}
            data={item.history}
            rowKey="year"
            caption={t.historyCaption(name)}
            emptyText={t.noHistory}
            size="mini"
          />
          <ConvertedRankNotes notes={rankNotes} />
          {item.history.some((h) => !h.sample) && <OfficialSource />}
          {unlistedSampleYears.length > 0 && (
            <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
              <SampleBadge className="shrink-0">{config.sampleBadge}</SampleBadge>
              <span>{t.sampleYears(yearsText(unlistedSampleYears))}</span>
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <h5 className="text-sm font-medium">{t.reasons}</h5>
          <ul className="list-disc space-y-0.5 pl-5 text-xs text-muted-foreground">
            {item.reasons
              .filter((reason) => !rankNotes.includes(reason))
              .map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
          </ul>
        </div>
      </div>

      {flags.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <h5 className="text-sm font-medium">{t.flags}</h5>
          <ul className="flex flex-col gap-1">
            {flags.map((flag) => {
              const Icon = FLAG_ICONS[flag.severity];
              return (
                <li key={flag.code} className="flex items-start gap-2 text-xs">
                  <Badge variant={FLAG_VARIANTS[flag.severity]}>
                    <Icon aria-hidden="true" />
                    {flag.label}
                  </Badge>
                  <span className="pt-0.5">{flag.message}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <footer className="flex justify-end">
        {position > 0 ? (
          <p className="text-sm text-muted-foreground">{t.added(position)}</p>
        ) : (
          <Button variant="outline" size="small" aria-label={`${t.add}：${name}`} onClick={() => onAdd(item)}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        )}
      </footer>
    </article>
  );
}
