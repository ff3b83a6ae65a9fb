// 开设专业 of a college page: the majors the region's plans and admissions show it offering, each linking to
// the major's page when its catalog code is known, a page at a time.
import { useId, useState } from 'react';
import type { CollegeMajor } from '@zhiyuan/contracts';
import { Link } from 'react-router';
import {
  cn,
  Empty,
  LoadError,
  LoadingSkeleton,
  Pagination,
  SampleBadge,
  Table,
  type TableColumn,
} from '@zhiyuan/ui';
import { majorDetailPath, SampleNote, useSiteConfig } from '@zhiyuan/feature-shared';
import { useCollegeMajors } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';

const t = collegesMessages.majors;
const PAGE_SIZE = 20;

const columnList: TableColumn<CollegeMajor>[] = [
  { key: 'code', title: t.columns.code, render: (m) => m.majorCode ?? collegesMessages.dash },
  {
    key: 'name',
    title: t.columns.name,
    render: (m) =>
      m.majorCode ? (
        <Link to={majorDetailPath('/data', m.majorCode)} className="text-primary-strong hover:underline">
          {m.majorName}
        </Link>
      ) : (
        m.majorName
      ),
  },
  { key: 'category', title: t.columns.category, render: (m) => m.category ?? collegesMessages.dash },
  { key: 'subcategory', title: t.columns.subcategory, render: (m) => m.subcategory ?? collegesMessages.dash },
];

// On phones the table scrolls sideways rather than squeezing names into one-character columns.
const columns = columnList.map((column) => ({
  ...column,
  className: cn('whitespace-nowrap', column.className),
}));

export function CollegeMajors({ collegeId }: { collegeId: number }) {
  const majors = useCollegeMajors(collegeId);
  const { config } = useSiteConfig();
  const [page, setPage] = useState(1);
  const headingId = useId();
  const sample = majors.data?.items.some((m) => m.sample) ?? false;

  let body;
  if (majors.isPending) body = <LoadingSkeleton rows={5} />;
  else if (majors.isError) body = <LoadError error={majors.error} onRetry={() => void majors.refetch()} />;
  else if (majors.data.items.length === 0) body = <Empty description={t.empty} />;
  else {
    body = (
      <div className="flex flex-col gap-4">
        <Table
          columns={columns}
          data={majors.data.items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
          rowKey={(m) => `${m.majorCode ?? ''}:${m.majorName}`}
          caption={t.caption}
          size="small"
        />
        {majors.data.items.length > PAGE_SIZE && (
          <Pagination
            className="justify-center"
            total={majors.data.items.length}
            page={page}
            pageSize={PAGE_SIZE}
            onChange={setPage}
          />
        )}
        <p className="text-xs text-muted-foreground">{t.note}</p>
        {sample && <SampleNote />}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading}
        </h2>
        {sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
      </div>
      {body}
    </section>
  );
}
