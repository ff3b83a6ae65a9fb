// This year's batch lines (批次线) on the home page: a compact table per category (批次/控制线 and score), the year
// they are from (the latest published when this year's are not out yet), 示例数据 with the sample note when
// they are generated, and a link to the full history at /data/line.
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ScoreLineItem } from '@zhiyuan/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Empty,
  LoadError,
  LoadingSkeleton,
  SampleBadge,
  Table,
} from '@zhiyuan/ui';
import { SCORE_LINES_PATH } from '@zhiyuan/feature-shared';
import { useLatestScoreLines } from '../api/latest-score-lines.ts';
import { scoreLinesMessages } from '../messages.ts';

const t = scoreLinesMessages.latest;

function byCategory(items: readonly ScoreLineItem[], order: readonly string[]) {
  const groups = new Map<string, ScoreLineItem[]>();
  for (const name of order) groups.set(name, []);
  for (const item of items) {
    const group = groups.get(item.category) ?? [];
    group.push(item);
    groups.set(item.category, group);
  }
  return [...groups].filter(([, lines]) => lines.length > 0);
}

export function LatestScoreLinesCard({ className }: { className?: string }) {
  const { query, currentYear, config, configPending } = useLatestScoreLines();
  const year = query.data?.year ?? null;

  let body;
  if (configPending || query.isPending) {
    body = <LoadingSkeleton shape="blocks" rows={4} block="h-7" label={t.loading} className="gap-2" />;
  } else if (query.isError) {
    body = <LoadError title={t.loadFailed} onRetry={() => void query.refetch()} />;
  } else if (query.data.year === null || query.data.items.length === 0) {
    body = <Empty description={t.empty} />;
  } else {
    const shownYear = query.data.year;
    const order = config.years.find((y) => y.year === shownYear)?.categories.map((c) => c.name) ?? [];
    const sample = query.data.items.some((l) => l.sample);
    body = (
      <div className="flex flex-col gap-3">
        {shownYear !== currentYear && (
          <p className="text-sm text-muted-foreground">{t.notThisYear(currentYear, shownYear)}</p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {byCategory(query.data.items, order).map(([category, lines]) => (
            <div key={category} className="flex flex-col gap-1.5">
              <h3 className="flex items-center gap-2 text-sm font-medium">
                {category}
                {lines.some((l) => l.sample) && <SampleBadge />}
              </h3>
              <Table
                size="small"
                caption={t.caption(shownYear, category)}
                rowKey="batch"
                data={lines}
                columns={[
                  { key: 'batch', title: t.batch },
                  { key: 'score', title: t.score, align: 'right', render: (l) => <strong>{l.score}</strong> },
                ]}
              />
            </div>
          ))}
        </div>
        {sample && config.attributions.sample.text && (
          <p className="text-xs text-muted-foreground">{config.attributions.sample.text}</p>
        )}
      </div>
    );
  }

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle as="h2" className="text-lg font-semibold">
          {t.heading(year)}
        </CardTitle>
        <Link
          to={SCORE_LINES_PATH}
          className="inline-flex items-center text-sm text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t.more}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
