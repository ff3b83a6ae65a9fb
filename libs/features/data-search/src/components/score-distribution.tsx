// 最低分分布 of the current result: the first hundred rows of the query in its current order (the contract's
// largest page) counted per ten points; the note says when that is not the whole result.
import { useId, useMemo } from 'react';
import type { AdmissionSearchQuery } from '@zhiyuan/contracts';
import { Empty, LoadError, LoadingSkeleton } from '@zhiyuan/ui';
import { EChart } from '@zhiyuan/feature-shared';
import { useAdmissionSearch } from '../api/admission-search.ts';
import { dataSearchMessages } from '../messages.ts';
import { distributionOption, distributionTable, scoreBands } from '../utils/distribution.ts';

const t = dataSearchMessages.distribution;

export function ScoreDistribution({ query }: { query: AdmissionSearchQuery }) {
  const id = useId();
  const sample = useAdmissionSearch(query);
  const rows = sample.data?.items;
  const bands = useMemo(() => scoreBands(rows ?? []), [rows]);
  const option = useMemo(() => distributionOption(bands), [bands]);
  const table = useMemo(() => distributionTable(bands), [bands]);

  let body;
  if (sample.isError && !sample.data)
    body = <LoadError error={sample.error} onRetry={() => void sample.refetch()} />;
  else if (!sample.data) body = <LoadingSkeleton rows={2} block="h-48" />;
  else if (bands.length === 0) body = <Empty description={t.empty} />;
  else {
    const count = sample.data.items.length;
    body = (
      <>
        <p className="text-xs text-muted-foreground">{t.note(count, sample.data.total)}</p>
        <EChart option={option} label={t.label(count, sample.data.total)} table={table} height={260} />
      </>
    );
  }
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex min-w-0 flex-col gap-2 rounded-lg border bg-card p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-medium">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}
