import { cellText } from '@zhiyuan/domain';
// The rows of 大数据查询: year, category, batch, the college (linked to its page, with 走势 to chart its
// history here), group, major, seats, lowest and average score and lowest rank. 最低分, 最低位次 and 年份 sort
// on the server. On phones the table scrolls sideways rather than squeezing names into narrow columns.
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { AdmissionRow, AdmissionSort } from '@zhiyuan/contracts';
import { Badge, Button, cn, Table, type TableColumn } from '@zhiyuan/ui';
import { collegePagePath } from '@zhiyuan/feature-shared';
import { dataSearchMessages } from '../messages.ts';
import { sortFromTable, tableSortOf } from '../utils/search-query.ts';

const t = dataSearchMessages.results;

export interface AdmissionTableProps {
  rows: readonly AdmissionRow[];
  loading: boolean;
  sort: AdmissionSort;
  onSort: (sort: AdmissionSort) => void;
  /** The college whose trend is shown. */
  college: number | undefined;
  onTrend: (collegeId: number) => void;
}

export function AdmissionTable({ rows, loading, sort, onSort, college, onTrend }: AdmissionTableProps) {
  const columns: TableColumn<AdmissionRow>[] = [
    { key: 'year', title: t.columns.year, sortable: true },
    { key: 'category', title: t.columns.category },
    { key: 'batch', title: t.columns.batch },
    {
      key: 'college',
      title: t.columns.college,
      render: (r) => (
        <span className="flex items-center gap-2">
          {r.collegeId === null ? (
            <span className="font-medium">{r.collegeName}</span>
          ) : (
            <Link
              to={collegePagePath(r.collegeId)}
              className="font-medium text-primary-strong hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {r.collegeName}
            </Link>
          )}
          {r.tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
          {r.collegeId !== null && (
            <Button
              variant="ghost"
              size="mini"
              className="px-1.5"
              aria-label={t.trend(r.collegeName)}
              aria-pressed={college === r.collegeId}
              onClick={() => r.collegeId !== null && onTrend(r.collegeId)}
            >
              <TrendingUp aria-hidden="true" />
              <span aria-hidden="true">{t.trendShort}</span>
            </Button>
          )}
        </span>
      ),
    },
    { key: 'place', title: t.columns.place, render: (r) => `${r.collegeProvince} · ${r.collegeCity}` },
    { key: 'group', title: t.columns.group, render: (r) => cellText(r.groupCode) },
    {
      key: 'major',
      title: t.columns.major,
      render: (r) =>
        r.majorName ?? (
          <span className="text-muted-foreground">{t.scopes[r.scope] || dataSearchMessages.dash}</span>
        ),
    },
    { key: 'plan', title: t.columns.plan, align: 'right', render: (r) => cellText(r.planCount) },
    {
      key: 'minScore',
      title: t.columns.minScore,
      align: 'right',
      sortable: true,
      render: (r) => cellText(r.minScore),
    },
    { key: 'avgScore', title: t.columns.avgScore, align: 'right', render: (r) => cellText(r.avgScore) },
    {
      key: 'minRank',
      title: t.columns.minRank,
      align: 'right',
      sortable: true,
      render: (r) => cellText(r.minRank),
    },
  ];
  return (
    <Table
      columns={columns.map((c) => ({ ...c, className: cn('whitespace-nowrap tabular-nums', c.className) }))}
      data={rows}
      rowKey="id"
      caption={t.caption}
      loading={loading}
      skeletonRows={8}
      sort={tableSortOf(sort)}
      onSortChange={(next) => onSort(sortFromTable(next, sort))}
      emptyText={t.empty}
      size="small"
      stacked
    />
  );
}
