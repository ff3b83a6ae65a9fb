// A student's 志愿表 as their teacher sees it: read-only, each choice with its estimate, the checks, the
// teacher's comments with the form for a new one, and the versions the student saved.
import type { DeskStudent } from '@zhiyuan/contracts';
import { Badge, Dialog, LoadError, LoadingSkeleton, Table, type TableColumn } from '@zhiyuan/ui';
import { useStudentList } from '../api/classes.ts';
import { adminClassesMessages as t } from '../messages.ts';
import { CheckList } from './check-list.tsx';
import { CommentPanel } from './comment-panel.tsx';
import { StudentAllLists } from './student-all-lists.tsx';

type Choice = NonNullable<ReturnType<typeof useStudentList>['data']>['table']['choices'][number];

const columns: TableColumn<Choice & { position: number }>[] = [
  { key: 'position', title: t.choiceColumns.position, align: 'right' },
  {
    key: 'unit',
    title: t.choiceColumns.unit,
    render: (c) => (c.groupCode ? `${c.collegeName}（${c.groupCode}组）` : c.collegeName),
  },
  {
    key: 'majors',
    title: t.choiceColumns.majors,
    render: (c) => c.majors.map((m) => m.name).join('、') || '—',
  },
  { key: 'tier', title: t.choiceColumns.tier, render: (c) => (c.tier ? <Badge>{c.tier}</Badge> : '—') },
  {
    key: 'probability',
    title: t.choiceColumns.probability,
    align: 'right',
    render: (c) => t.probability(c.probability),
  },
];

export interface StudentListDialogProps {
  classId: number;
  student: DeskStudent;
  onClose: () => void;
}

export function StudentListDialog({ classId, student, onClose }: StudentListDialogProps) {
  const list = student.list;
  const query = list ? { id: classId, userId: student.userId, tableId: list.id } : null;
  const read = useStudentList(query);

  let body;
  if (read.isPending) body = <LoadingSkeleton shape="list" label={t.listLoading} />;
  else if (read.isError)
    body = <LoadError title={t.listFailed} titleAs="h3" onRetry={() => void read.refetch()} />;
  else {
    const { table, versions, comments } = read.data;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t.readOnly} {t.candidate(table.score, table.rank ?? table.candidateRank)} · {table.year}年
          {table.category}
          {table.batch}
        </p>
        <CheckList checks={table.checks} />
        <Table
          columns={columns}
          data={table.choices.map((c, i) => ({ ...c, position: i + 1 }))}
          rowKey="position"
          caption={t.choiceCaption}
          size="small"
          stacked
        />
        <CommentPanel classId={classId} userId={student.userId} table={table} comments={comments} />
        <section aria-label={t.versions} className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">{t.versions}</h3>
          <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground">
            {versions.items.map((v) => (
              <li key={v.version}>
                {t.versionLine(v.version, t.actions[v.action] ?? v.action, v.createdAt, v.choiceCount)}
              </li>
            ))}
          </ul>
        </section>
        <StudentAllLists classId={classId} userId={student.userId} />
      </div>
    );
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.listTitle(student.name, list?.name ?? '')}
      width={760}
    >
      {body}
    </Dialog>
  );
}
