// The 院校专业组 of one side of the answer: the college (linked to its page, with its tags), where it is, the
// group, its 选科 requirement (and, on the 不可报 side, what the combination lacks), its seats and majors.
// On phones each group is a card.
import { Link } from 'react-router';
import type { ElectivesGroup } from '@zhiyuan/contracts';
import { Badge, Table, type TableColumn } from '@zhiyuan/ui';
import { collegePagePath } from '@zhiyuan/feature-shared';
import { electivesMessages } from '../messages.ts';

const t = electivesMessages.results;

type Row = ElectivesGroup & { key: string };

export interface ElectivesTableProps {
  groups: readonly ElectivesGroup[];
  loading: boolean;
  /** Which side is shown: the missing subjects are a column of the 不可报 side. */
  allowed: boolean;
  caption: string;
}

export function ElectivesTable({ groups, loading, allowed, caption }: ElectivesTableProps) {
  const columns: TableColumn<Row>[] = [
    {
      key: 'college',
      title: t.columns.college,
      render: (g) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <Link
            to={collegePagePath(g.college.id)}
            className="font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {g.college.name}
          </Link>
          {g.college.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </span>
      ),
    },
    { key: 'place', title: t.columns.place, render: (g) => `${g.college.province} · ${g.college.city}` },
    { key: 'group', title: t.columns.group, render: (g) => t.group(g.groupCode) },
    { key: 'requirement', title: t.columns.requirement, render: (g) => g.subjectRequirement },
    ...(allowed
      ? []
      : [
          {
            key: 'missing',
            title: t.columns.missing,
            render: (g: Row) => <span className="text-destructive">{t.missing(g.missing)}</span>,
          },
        ]),
    { key: 'plan', title: t.columns.plan, align: 'right', render: (g) => g.planCount },
    {
      key: 'majors',
      title: t.columns.majors,
      className: 'min-w-48',
      render: (g) => t.majors(g.majors.map((m) => m.name)),
    },
  ];
  return (
    <Table
      // Short cells stay on one line on a desktop; the majors wrap (each row is a card on a phone).
      columns={columns.map((c) => (c.key === 'majors' ? c : { ...c, className: 'whitespace-nowrap' }))}
      data={groups.map((g) => ({ ...g, key: `${g.college.id}|${g.batch}|${g.groupCode ?? ''}` }))}
      rowKey="key"
      caption={caption}
      loading={loading}
      skeletonRows={6}
      emptyText={t.empty}
      size="small"
      stacked
    />
  );
}
