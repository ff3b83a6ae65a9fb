// 招生计划 of a college page: this year's plan in the region per category, batch and 院校专业组 — its seats
// and 选科 requirement, and each major with its seats, 学制 and 学费 (folded away but for the first group). On
// phones each major is a card. One 科类 at a time (the address's `category`, else the plan's first): a local
// university's plan runs to hundreds of groups in both, and a student reads the one they sit. The switch is
// links, so it works before the script has come and the server draws each 科类 on its own address.
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PlanGroup, PlanMajor } from '@zhiyuan/contracts';
import { Badge, Empty, LoadError, LoadingSkeleton, SampleBadge, Table, type TableColumn } from '@zhiyuan/ui';
import { OfficialSource, SampleNote, useSiteConfig } from '@zhiyuan/feature-shared';
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

/** A group folds its majors away (the first one starts open): a college's plan can run to dozens of majors. */
function Group({ group, open }: { group: PlanGroup; open: boolean }) {
  const title = t.group(group.category, group.batch, group.groupCode);
  return (
    <details open={open} className="group rounded-lg border bg-card p-3">
      <summary className="cursor-pointer list-none rounded-md focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base font-medium">
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 self-center transition-transform group-open:rotate-90"
          />
          <span>{title}</span>
          {group.planCategory && <Badge variant="warning">{t.planCategory(group.planCategory)}</Badge>}
          <span className="text-sm font-normal text-muted-foreground">
            {t.requirement(group.subjectRequirement)}
          </span>
          <span className="text-sm font-normal text-muted-foreground">{t.seats(group.planCount)}</span>
          <span className="text-sm font-normal text-muted-foreground">
            {t.majorCount(group.majors.length)}
          </span>
        </h3>
      </summary>
      <div className="mt-2">
        <Table
          columns={columns}
          data={group.majors.map((m, i) => ({ ...m, key: `${i}:${m.code ?? ''}:${m.name}` }))}
          rowKey="key"
          caption={t.caption(title)}
          size="small"
          stacked
        />
      </div>
    </details>
  );
}

/** The query parameter naming the 科类 shown (as 一分一段's). */
const CATEGORY_PARAM = 'category';

/** Links to each 科类 of the plan, the shown one marked. */
function CategorySwitch({ counts, shown }: { counts: ReadonlyMap<string, number>; shown: string }) {
  const [params] = useSearchParams();
  const hrefOf = (category: string) => {
    const next = new URLSearchParams(params);
    next.set(CATEGORY_PARAM, category);
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={t.categories}>
      <ul className="flex flex-wrap gap-2">
        {[...counts].map(([category, groups]) => {
          const current = category === shown;
          return (
            <li key={category}>
              <Link
                to={hrefOf(category)}
                replace
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={
                  current
                    ? 'inline-flex h-8 items-center rounded-md border border-primary-strong bg-primary-strong px-3 text-sm text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
                    : 'inline-flex h-8 items-center rounded-md border px-3 text-sm hover:border-primary hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
                }
              >
                {t.category(category, groups)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** How many groups each 科类 has, in the plan's order. */
function countByCategory(groups: readonly PlanGroup[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of groups) counts.set(g.category, (counts.get(g.category) ?? 0) + 1);
  return counts;
}

export function CollegePlans({ collegeId }: { collegeId: number }) {
  const plans = useCollegePlans(collegeId);
  const { config } = useSiteConfig();
  const headingId = useId();
  const [params] = useSearchParams();

  let body;
  if (plans.isPending) body = <LoadingSkeleton rows={4} />;
  else if (plans.isError) body = <LoadError error={plans.error} onRetry={() => void plans.refetch()} />;
  else if (plans.data.groups.length === 0) body = <Empty description={t.empty} />;
  else {
    const counts = countByCategory(plans.data.groups);
    const asked = params.get(CATEGORY_PARAM);
    const shown = asked !== null && counts.has(asked) ? asked : (counts.keys().next().value ?? '');
    body = (
      <div className="flex flex-col gap-3">
        {counts.size > 1 && <CategorySwitch counts={counts} shown={shown} />}
        {plans.data.groups
          .filter((g) => g.category === shown)
          .map((g, i) => (
            <Group key={`${g.category}|${g.batch}|${g.groupCode ?? ''}`} group={g} open={i === 0} />
          ))}
        <p className="text-xs text-muted-foreground">{t.note}</p>
        {plans.data.sample ? <SampleNote /> : <OfficialSource />}
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
