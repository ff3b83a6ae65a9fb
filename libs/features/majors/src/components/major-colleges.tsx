// 开设院校 of a major page: the universities the region's plans and admissions show offering it, best known
// first, each linking to its college page; a page at a time.
import { useId, useState } from 'react';
import type { MajorDetail } from '@zhiyuan/contracts';
import { Link } from 'react-router';
import { Badge, cn, Empty, Pagination, SampleBadge, Table, type TableColumn } from '@zhiyuan/ui';
import { SampleNote, useSiteConfig, collegePagePath } from '@zhiyuan/feature-shared';
import { majorsMessages } from '../messages.ts';

const t = majorsMessages.colleges;
const PAGE_SIZE = 20;
type OfferingCollege = MajorDetail['colleges'][number];

const columnList: TableColumn<OfferingCollege>[] = [
  {
    key: 'name',
    title: t.columns.name,
    render: (c) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link to={collegePagePath(c.id)} className="font-medium text-primary-strong hover:underline">
          {c.name}
        </Link>
        {c.tags.map((tag) => (
          <Badge key={tag} variant={tag === '985' ? 'danger' : tag === '211' ? 'warning' : 'default'}>
            {tag}
          </Badge>
        ))}
      </span>
    ),
  },
  {
    key: 'place',
    title: t.columns.place,
    render: (c) => (c.city ? `${c.province} · ${c.city}` : c.province),
  },
  { key: 'level', title: t.columns.level },
  { key: 'nature', title: t.columns.nature },
];

// On phones the table scrolls sideways rather than squeezing names into one-character columns.
const columns = columnList.map((column) => ({
  ...column,
  className: cn('whitespace-nowrap', column.className),
}));

export function MajorColleges({ colleges }: { colleges: MajorDetail['colleges'] }) {
  const { config } = useSiteConfig();
  const [page, setPage] = useState(1);
  const headingId = useId();
  const sample = colleges.some((c) => c.sample);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {t.heading}
          <span className="ml-2 text-sm font-normal text-muted-foreground">（{colleges.length}）</span>
        </h2>
        {sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
      </div>
      {colleges.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <>
          <Table
            columns={columns}
            data={colleges.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            rowKey="id"
            caption={t.caption}
            size="small"
          />
          {colleges.length > PAGE_SIZE && (
            <Pagination
              className="justify-center"
              total={colleges.length}
              page={page}
              pageSize={PAGE_SIZE}
              onChange={setPage}
            />
          )}
          <p className="text-xs text-muted-foreground">{t.note}</p>
          {sample && <SampleNote />}
        </>
      )}
    </section>
  );
}
