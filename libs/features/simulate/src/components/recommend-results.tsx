// 推荐结果: the three tiers as tabs with their counts (after the filters), the filters, and the chosen tier's
// suggestions a page at a time, riskiest first. What is not listed is said too (below 20 %, or without data),
// so the counts never look like the whole batch.
import { useId } from 'react';
import type { RecommendData, RecommendItem } from '@zhiyuan/contracts';
import { ADMISSION_TIERS, type AdmissionTier } from '@zhiyuan/contracts/basics';
import {
  Empty,
  Pagination,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  LoadError,
  LoadingSkeleton,
} from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import {
  hasPreferences,
  RECOMMEND_PAGE_SIZE,
  type RecommendPreferencesForm,
} from '../utils/candidate-query.ts';
import { RecommendCard } from './recommend-card.tsx';
import { RecommendFilters } from './recommend-filters.tsx';

const t = simulateMessages.results;

export interface RecommendResultsProps {
  tier: AdmissionTier;
  page: number;
  preferences: RecommendPreferencesForm;
  data: RecommendData | undefined;
  /** The answer on screen is for an earlier question (a new tier or page is loading). */
  stale: boolean;
  error: Error | null;
  onRetry: () => void;
  onTier: (tier: AdmissionTier) => void;
  onPage: (page: number) => void;
  onPreferences: (preferences: RecommendPreferencesForm) => void;
  positionOf: (key: string) => number;
  onAdd: (item: RecommendItem) => void;
}

export function RecommendResults({
  tier,
  page,
  preferences,
  data,
  stale,
  error,
  onRetry,
  onTier,
  onPage,
  onPreferences,
  positionOf,
  onAdd,
}: RecommendResultsProps) {
  const id = useId();
  const headingId = `${id}-heading`;

  let list;
  if (error && !data) {
    list = <LoadError error={error} onRetry={onRetry} />;
  } else if (!data) {
    list = <LoadingSkeleton block="h-24" />;
  } else if (data.items.length === 0) {
    list = <Empty description={hasPreferences(preferences) ? t.emptyFiltered : t.empty} />;
  } else {
    list = (
      <ul className="flex flex-col gap-3">
        {data.items.map((item) => (
          <li key={item.key}>
            <RecommendCard item={item} position={positionOf(item.key)} onAdd={onAdd} />
          </li>
        ))}
      </ul>
    );
  }

  if (data && data.units === 0) {
    // A batch with no data that year (e.g. 本科提前批 before its results are imported): say so, not 冲 0.
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading}
        </h2>
        <Empty description={t.noBatchData(data.year, data.batch)} />
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading}
        </h2>
        {data && (
          <p className="text-xs text-muted-foreground">
            {t.others(data.others.notSuggested, data.others.noData)}
          </p>
        )}
      </div>
      <RecommendFilters preferences={preferences} onChange={onPreferences} />
      <Tabs value={tier} onValueChange={(value) => onTier(ADMISSION_TIERS.find((x) => x === value) ?? '冲')}>
        <TabsList aria-label={t.tabs}>
          {ADMISSION_TIERS.map((x) => (
            <TabsTrigger key={x} value={x} className="px-2 text-base">
              {data ? t.tab(x, data.tiers[x]) : x}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMISSION_TIERS.map((x) => (
          <TabsContent
            key={x}
            value={x}
            aria-busy={(x === tier && stale) || undefined}
            className="flex flex-col gap-3"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="text-base font-medium">{t.caption(x)}</h3>
              <p role="status" className="text-sm text-muted-foreground">
                {x === tier && stale ? t.loading(x) : data ? t.total(data.total) : ''}
              </p>
            </div>
            {x === tier && (
              // The answer to an earlier question (the last tier or page) stays in view while the new one
              // loads, dimmed and out of reach: a tap on its 加入志愿表 would add a unit of another tier.
              <div inert={stale} className={stale ? 'opacity-60' : undefined}>
                {list}
              </div>
            )}
            {x === tier && data && data.total > RECOMMEND_PAGE_SIZE && (
              <Pagination
                className="justify-center"
                total={data.total}
                page={page}
                pageSize={RECOMMEND_PAGE_SIZE}
                onChange={(next) => {
                  onPage(next);
                  document.getElementById(headingId)?.scrollIntoView?.({ block: 'start' });
                }}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
