// 班级工作台: the class (its join code and size) and every student — latest exam result, most recently saved
// 志愿表 with its 冲/稳/保 counts and what its checks found — those who need help first (the server's order),
// filterable by state, exported to Excel or printed as a summary. A teacher opens a student's list read-only
// (and comments on it), or takes a student out of the class (their lists stay theirs). The class comes from `?id=` (the list's 工作台 links here).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ERROR_CODES, type DeskAttention, type DeskStudent } from '@zhiyuan/contracts';
import { isApiError } from '@zhiyuan/domain';
import {
  Badge,
  Button,
  Empty,
  LoadError,
  LoadingSkeleton,
  Result,
  Select,
  Table,
  toast,
  type BadgeVariant,
  type TableColumn,
} from '@zhiyuan/ui';
import { useClassActions, useClassDesk } from '../api/classes.ts';
import { adminClassesMessages as t } from '../messages.ts';
import { listRank } from '../utils/class-rows.ts';
import { CheckList } from './check-list.tsx';
import { ClassFiles } from './class-files.tsx';
import { ClassSummaryActions } from './class-summary.tsx';
import { StudentListDialog } from './student-list-dialog.tsx';

type Filter = keyof typeof t.filters;
type Sort = keyof typeof t.sorts;
const SORTS = Object.keys(t.sorts) as Sort[];
/** The server's order is 需要帮助的在前; the others re-sort what it sent. */
const sorters: Record<Sort, ((a: DeskStudent, b: DeskStudent) => number) | null> = {
  attention: null,
  name: (a, b) => a.name.localeCompare(b.name, 'zh-CN'),
  saved: (a, b) => (b.list?.updatedAt ?? '').localeCompare(a.list?.updatedAt ?? ''),
};
const FILTERS = Object.keys(t.filters) as Filter[];
const matches: Record<Filter, (a: DeskAttention) => boolean> = {
  all: () => true,
  attention: (a) => a === 'error' || a === 'warning',
  none: (a) => a === 'none',
  ok: (a) => a === 'ok',
};
const ATTENTION_BADGES: Record<DeskAttention, BadgeVariant> = {
  error: 'danger',
  warning: 'warning',
  none: 'secondary',
  ok: 'success',
};

function idOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function ClassDeskPage() {
  const [params] = useSearchParams();
  const id = idOf(params);
  const desk = useClassDesk(id);
  const { removeStudent } = useClassActions();
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('attention');
  const [viewing, setViewing] = useState<DeskStudent | null>(null);

  const columns: TableColumn<DeskStudent>[] = [
    {
      key: 'student',
      title: t.deskColumns.student,
      render: (s) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium">{s.name || s.phone}</span>
          <span className="text-xs text-muted-foreground">{s.phone}</span>
          <Badge variant={ATTENTION_BADGES[s.attention]} className="w-fit">
            {t.attention[s.attention]}
          </Badge>
        </div>
      ),
    },
    {
      key: 'exam',
      title: t.deskColumns.exam,
      render: (s) => (s.exam ? t.exam(s.exam.name, s.exam.total, s.exam.rank) : t.noExam),
    },
    {
      key: 'list',
      title: t.deskColumns.list,
      render: (s) =>
        s.list ? (
          <div className="flex flex-col gap-0.5">
            <span>{t.listSummary(s.list.name, s.list.version)}</span>
            <span className="text-xs text-muted-foreground">{t.savedAt(s.list.updatedAt)}</span>
          </div>
        ) : (
          <span className="text-muted-foreground">{t.noList}</span>
        ),
    },
    {
      key: 'score',
      title: t.deskColumns.score,
      align: 'right',
      render: (s) => t.number(s.list?.score ?? null),
    },
    {
      key: 'rank',
      title: t.deskColumns.rank,
      align: 'right',
      render: (s) => t.number(s.list ? listRank(s.list) : null),
    },
    {
      key: 'tiers',
      title: t.deskColumns.tiers,
      align: 'center',
      render: (s) => (s.list ? t.tiers(s.list.tiers.冲, s.list.tiers.稳, s.list.tiers.保) : '—'),
    },
    {
      key: 'checks',
      title: t.deskColumns.checks,
      render: (s) => (s.list ? <CheckList checks={s.list.checks} /> : '—'),
    },
    {
      key: 'actions',
      title: t.deskColumns.actions,
      render: (s) => (
        <div className="flex flex-wrap gap-2" role="group" aria-label={s.name || s.phone}>
          {s.list && (
            <Button size="small" aria-label={t.viewOf(s.name || s.phone)} onClick={() => setViewing(s)}>
              {t.view}
            </Button>
          )}
          <Button
            size="small"
            variant="danger"
            aria-label={t.removeOf(s.name || s.phone)}
            disabled={removeStudent.isPending}
            onClick={() => {
              if (id !== null && window.confirm(t.confirmRemove(s.name || s.phone)))
                removeStudent.mutate({ id, userId: s.userId }, { onSuccess: () => toast.success(t.removed) });
            }}
          >
            {t.remove}
          </Button>
        </div>
      ),
    },
  ];

  let body;
  if (id === null) body = <Empty description={t.deskMissing} />;
  else if (desk.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (isApiError(desk.error) && desk.error.code === ERROR_CODES.notFound)
    // Another teacher's class answers exactly like a missing one: say so, not that loading failed.
    body = (
      <Result
        status="404"
        title={t.deskNotFound}
        titleAs="h2"
        description={t.deskNotFoundHint}
        extra={
          <Button asChild variant="primary">
            <Link to="/classes">{t.backToList}</Link>
          </Button>
        }
      />
    );
  else if (desk.isError)
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void desk.refetch()} />;
  else {
    const { class: info, students } = desk.data;
    const filtered = students.filter((s) => matches[filter](s.attention));
    const sorter = sorters[sort];
    const shown = sorter ? [...filtered].sort(sorter) : filtered;
    body = (
      <>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="font-medium">
            {info.name}（{t.year(info.graduationYear)}）
          </span>
          <span>
            {t.joinCodeLabel}：<code className="font-mono text-base tracking-widest">{info.joinCode}</code>
          </span>
          <span className="text-muted-foreground">{t.studentsCount(students.length)}</span>
        </p>
        <ClassFiles classId={info.id} />
        {students.length > 0 && <ClassSummaryActions desk={desk.data} />}
        {students.length === 0 ? (
          <Empty description={t.noStudents} />
        ) : (
          <>
            <div className="flex flex-wrap gap-3">
              <div className="w-48">
                <Select
                  label={t.sort}
                  value={sort}
                  onValueChange={(v) => setSort(v as Sort)}
                  options={SORTS.map((v) => ({ value: v, label: t.sorts[v] }))}
                />
              </div>
              <div className="w-48">
                <Select
                  label={t.filter}
                  value={filter}
                  onValueChange={(v) => setFilter(v as Filter)}
                  options={FILTERS.map((f) => ({
                    value: f,
                    label: `${t.filters[f]}（${students.filter((s) => matches[f](s.attention)).length}）`,
                  }))}
                />
              </div>
            </div>
            <Table columns={columns} data={shown} rowKey="userId" caption={t.deskCaption} stacked />
          </>
        )}
        {viewing && (
          <StudentListDialog classId={info.id} student={viewing} onClose={() => setViewing(null)} />
        )}
      </>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t.deskTitle}</h1>
        <Link to="/classes" className="text-sm text-primary-strong hover:underline">
          {t.backToList}
        </Link>
      </div>
      {body}
    </section>
  );
}
