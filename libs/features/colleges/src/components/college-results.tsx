// A page of colleges: one table, whose rows stack into compact cards on phones (the name heading each card,
// its facts side by side under it), so the page carries and hydrates the list once; each name links to the
// college's page.
import type { CollegeItem } from '@zhiyuan/contracts';
import { Link } from 'react-router';
import { Table, type TableColumn } from '@zhiyuan/ui';
import { collegesMessages as t } from '../messages.ts';
import { collegePagePath } from '@zhiyuan/feature-shared';
import { CollegeTags } from './college-tags.tsx';

const place = (c: CollegeItem) =>
  c.city && c.city !== `${c.province}市` ? `${c.province} · ${c.city}` : c.province;

function CollegeLink({ college }: { college: CollegeItem }) {
  return (
    <Link
      to={collegePagePath(college.id)}
      className="font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {college.name}
    </Link>
  );
}

const columns: TableColumn<CollegeItem>[] = [
  {
    key: 'name',
    title: t.columns.name,
    rowHeader: true,
    render: (c) => (
      <span className="flex flex-wrap items-center gap-2">
        <CollegeLink college={c} />
        <CollegeTags tags={c.tags} />
      </span>
    ),
  },
  { key: 'code', title: t.columns.code, className: 'tabular-nums' },
  { key: 'place', title: t.columns.place, render: place },
  { key: 'level', title: t.columns.level },
  { key: 'nature', title: t.columns.nature },
  { key: 'type', title: t.columns.type, render: (c) => c.type ?? t.typeUnknown },
];

export interface CollegeResultsProps {
  items: readonly CollegeItem[];
  loading?: boolean;
}

export function CollegeResults({ items, loading = false }: CollegeResultsProps) {
  return (
    <Table
      columns={columns}
      data={items}
      rowKey="id"
      caption={t.search.caption}
      loading={loading}
      skeletonRows={8}
      stacked="compact"
    />
  );
}
