import { cellText } from '@zhiyuan/domain';
// 在内蒙古的录取情况 of a major page: the admission rows of the major in the region, newest year first, with
// year and category selectors. The contract's big-data search finds major rows by the major's name (it has
// no major-code parameter), so rows of other majors that a college-name match brings in are left out here.
import { useId, useState } from 'react';
import type { AdmissionRow } from '@zhiyuan/contracts';
import { Link } from 'react-router';
import {
  cn,
  Empty,
  Pagination,
  SampleBadge,
  Select,
  Table,
  type TableColumn,
  LoadError,
  LoadingSkeleton,
  ALL_VALUE,
  valueOrAll,
} from '@zhiyuan/ui';
import { SampleNote, useSiteConfig, collegePagePath } from '@zhiyuan/feature-shared';
import {
  MAJOR_HISTORY_PAGE_SIZE as PAGE_SIZE,
  majorHistoryQuery,
  useMajorAdmissions,
} from '../api/majors.ts';
import { majorsMessages } from '../messages.ts';

const t = majorsMessages.history;

const columnList: TableColumn<AdmissionRow>[] = [
  { key: 'year', title: t.columns.year },
  { key: 'category', title: t.columns.category },
  { key: 'batch', title: t.columns.batch, className: 'whitespace-nowrap' },
  {
    key: 'college',
    title: t.columns.college,
    render: (r) =>
      r.collegeId === null ? (
        r.collegeName
      ) : (
        <Link to={collegePagePath(r.collegeId)} className="text-primary-strong hover:underline">
          {r.collegeName}
        </Link>
      ),
  },
  { key: 'group', title: t.columns.group, render: (r) => cellText(r.groupCode) },
  { key: 'major', title: t.columns.major, render: (r) => cellText(r.majorName) },
  { key: 'plan', title: t.columns.plan, align: 'right', render: (r) => cellText(r.planCount) },
  { key: 'minScore', title: t.columns.minScore, align: 'right', render: (r) => cellText(r.minScore) },
  { key: 'minRank', title: t.columns.minRank, align: 'right', render: (r) => cellText(r.minRank) },
];

// On phones the table scrolls sideways rather than squeezing names into one-character columns.
const columns = columnList.map((column) => ({
  ...column,
  className: cn('whitespace-nowrap', column.className),
}));

export function MajorHistory({ majorName }: { majorName: string }) {
  const { config } = useSiteConfig();
  const [year, setYear] = useState<number>();
  const [category, setCategory] = useState<string>();
  const [page, setPage] = useState(1);
  const headingId = useId();
  const history = useMajorAdmissions(majorHistoryQuery(majorName, { page, year, category }));
  const newestFirst = [...config.years].sort((a, b) => b.year - a.year);
  const categories = [
    ...new Set(
      (year === undefined ? newestFirst : newestFirst.filter((y) => y.year === year)).flatMap((y) =>
        y.categories.map((c) => c.name),
      ),
    ),
  ];
  const rows = history.data?.items.filter((r) => r.majorName?.includes(majorName)) ?? [];
  const sample = rows.some((r) => r.sample);

  let body;
  if (history.isError && !history.data)
    body = <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.isPending) body = <LoadingSkeleton rows={6} />;
  else if (rows.length === 0 && history.data.total === 0) body = <Empty description={t.empty} />;
  else {
    body = (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {t.total(history.data.total)}
        </p>
        <Table columns={columns} data={rows} rowKey="id" caption={t.caption} size="small" />
        {history.data.total > PAGE_SIZE && (
          <Pagination
            className="justify-center"
            total={history.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
          />
        )}
        {sample && <SampleNote />}
      </div>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={history.isFetching || undefined}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading(config.region.province)}
        </h2>
        {sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Select
          label={t.year}
          options={[
            { value: ALL_VALUE, label: t.allYears },
            ...newestFirst.map((y) => ({ value: String(y.year), label: String(y.year) })),
          ]}
          value={year === undefined ? ALL_VALUE : String(year)}
          onValueChange={(value) => {
            const next = value === ALL_VALUE ? undefined : Number(value);
            setYear(next);
            // A category of another year (理科 in 2025) would be refused by the server.
            if (
              next !== undefined &&
              category &&
              !newestFirst.some((y) => y.year === next && y.categories.some((c) => c.name === category))
            ) {
              setCategory(undefined);
            }
            setPage(1);
          }}
        />
        <Select
          label={t.category}
          options={[
            { value: ALL_VALUE, label: t.allCategories },
            ...categories.map((c) => ({ value: c, label: c })),
          ]}
          value={category ?? ALL_VALUE}
          onValueChange={(value) => {
            setCategory(valueOrAll(value));
            setPage(1);
          }}
        />
      </div>
      {body}
    </section>
  );
}
