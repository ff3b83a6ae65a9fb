// 招生计划 of a college page: this year's plan in the region per category, batch and 院校专业组 — its seats
// and 选科 requirement, and each major with its seats, 学制 and 学费. On phones each major is a card.
import { useId } from 'react';
import type { PlanGroup, PlanMajor } from '@zhiyuan/contracts';
import { Empty, LoadError, LoadingSkeleton, SampleBadge, Table, type TableColumn } from '@zhiyuan/ui';
import { SampleNote, useSiteConfig } from '@zhiyuan/feature-shared';
import { useCollegePlans } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';

const t = collegesMessages.plans;
const dash = collegesMessages.dash;

const columns: TableColumn<PlanMajor & { key: string }>[] = [
  { key: 'name', title: t.columns.name },
  { key: 'plan', title: t.columns.plan, align: 'right', render: (m) => m.planCount },
  {
    key: 'years',
    title: t.columns.years,
    align: 'right',
    render: (m) => (m.years ? t.years(m.years) : dash),
  },
  {
    key: 'tuition',
    title: t.columns.tuition,
    align: 'right',
    render: (m) => (m.tuition === null ? dash : m.tuition.toLocaleString('zh-CN')),
  },
];

function Group({ group }: { group: PlanGroup }) {
  const title = t.group(group.category, group.batch, group.groupCode);
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-card p-3">
      <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base font-medium">
        <span>{title}</span>
        <span className="text-sm font-normal text-muted-foreground">
          {t.requirement(group.subjectRequirement)}
        </span>
        <span className="text-sm font-normal text-muted-foreground">{t.seats(group.planCount)}</span>
      </h3>
      <Table
        columns={columns}
        data={group.majors.map((m, i) => ({ ...m, key: `${i}:${m.code ?? ''}:${m.name}` }))}
        rowKey="key"
        caption={t.caption(title)}
        size="small"
        stacked
      />
    </div>
  );
}

export function CollegePlans({ collegeId }: { collegeId: number }) {
  const plans = useCollegePlans(collegeId);
  const { config } = useSiteConfig();
  const headingId = useId();

  let body;
  if (plans.isPending) body = <LoadingSkeleton rows={4} />;
  else if (plans.isError) body = <LoadError error={plans.error} onRetry={() => void plans.refetch()} />;
  else if (plans.data.groups.length === 0) body = <Empty description={t.empty} />;
  else {
    body = (
      <div className="flex flex-col gap-3">
        {plans.data.groups.map((g) => (
          <Group key={`${g.category}|${g.batch}|${g.groupCode ?? ''}`} group={g} />
        ))}
        <p className="text-xs text-muted-foreground">{t.note}</p>
        {plans.data.sample && <SampleNote />}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading(plans.data?.year ?? null)}
        </h2>
        {plans.data?.sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
      </div>
      {body}
    </section>
  );
}
