// 班级 in the back office: the teacher's classes (an admin: every class) with their join codes, a link to each
// class's desk, 编辑 (the form in place of the add form) and 重新生成加入码 after a confirmation; the form
// below creates a class.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ClassSummary } from '@zhiyuan/contracts';
import { activeRoleAtom } from '@zhiyuan/domain';
import { Button, Empty, LoadError, LoadingSkeleton, Table, toast, type TableColumn } from '@zhiyuan/ui';
import { useClassActions, useClasses } from '../api/classes.ts';
import { adminClassesMessages as t } from '../messages.ts';
import { ClassForm } from './class-form.tsx';

/** The desk's path in the back office. */
export const classDeskPath = (id: number) => `/classes/desk?id=${id}`;

function ClassActions({ item, onEdit }: { item: ClassSummary; onEdit: () => void }) {
  const { regenerate } = useClassActions();
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={item.name}>
      <Link
        to={classDeskPath(item.id)}
        aria-label={t.deskOf(item.name)}
        className="inline-flex h-7 items-center rounded border border-primary px-2 text-xs text-primary-strong hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t.desk}
      </Link>
      <Button size="small" aria-label={t.editOf(item.name)} onClick={onEdit}>
        {t.edit}
      </Button>
      <Button
        size="small"
        disabled={regenerate.isPending}
        onClick={() => {
          if (window.confirm(t.confirmRegenerate(item.name)))
            regenerate.mutate(item.id, { onSuccess: () => toast.success(t.regenerated) });
        }}
      >
        {t.regenerate}
      </Button>
    </div>
  );
}

export function ClassesPage() {
  const list = useClasses();
  const isAdmin = useAtomValue(activeRoleAtom) === 'admin';
  const [editing, setEditing] = useState<number | null>(null);

  const columns: TableColumn<ClassSummary>[] = [
    { key: 'name', title: t.columns.name },
    { key: 'graduationYear', title: t.columns.graduationYear, render: (c) => t.year(c.graduationYear) },
    { key: 'teacher', title: t.columns.teacher, render: (c) => c.teacher.name || '—' },
    { key: 'students', title: t.columns.students, align: 'right' },
    {
      key: 'joinCode',
      title: t.columns.joinCode,
      render: (c) => <code className="font-mono text-base tracking-widest">{c.joinCode}</code>,
    },
    {
      key: 'actions',
      title: t.columns.actions,
      render: (c) => <ClassActions item={c} onEdit={() => setEditing(c.id)} />,
    },
  ];

  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError)
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <Empty description={t.empty} />;
  else body = <Table columns={columns} data={list.data} rowKey="id" caption={t.listCaption} stacked />;
  const editItem = list.data?.find((c) => c.id === editing);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {body}
      {editItem ? (
        <ClassForm
          key={editItem.id}
          item={editItem}
          chooseTeacher={isAdmin}
          onDone={() => setEditing(null)}
        />
      ) : (
        <ClassForm chooseTeacher={isAdmin} onDone={() => undefined} />
      )}
    </section>
  );
}
