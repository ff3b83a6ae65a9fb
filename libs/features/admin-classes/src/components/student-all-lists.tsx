// Every list the student keeps, the most recently saved first, each with its versions (issue 36): the desk's row
// shows only the latest, and a comment may be about another list or an earlier version.
import { useState } from 'react';
import { Button, LoadError, Skeleton } from '@zhiyuan/ui';
import { useStudentLists } from '../api/student-lists.ts';
import { adminClassesMessages as t } from '../messages.ts';
import { StudentVersion } from './student-version.tsx';

export function StudentAllLists({ classId, userId }: { classId: number; userId: number }) {
  const lists = useStudentLists({ id: classId, userId });
  // The version opened to read, as `${tableId}:${version}`; one at a time.
  const [open, setOpen] = useState<string | null>(null);
  let body;
  if (lists.isPending) body = <Skeleton className="h-10 w-full" />;
  else if (lists.isError)
    body = <LoadError title={t.allListsFailed} titleAs="h3" onRetry={() => void lists.refetch()} />;
  else
    body = (
      <ol className="flex flex-col gap-2">
        {lists.data.map(({ list, versions }) => (
          <li key={list.id} className="rounded border p-2 text-sm">
            <p className="font-medium">{t.listLine(list.name, list.version, list.updatedAt)}</p>
            <ul className="mt-1 flex flex-col gap-0.5 text-xs text-muted-foreground">
              {versions.items.map((v) => {
                const key = `${list.id}:${v.version}`;
                const shown = open === key;
                return (
                  <li key={v.version}>
                    <span>
                      {t.versionLine(v.version, t.actions[v.action] ?? v.action, v.createdAt, v.choiceCount)}
                    </span>
                    <Button
                      variant="link"
                      size="small"
                      className="ml-2"
                      aria-expanded={shown}
                      onClick={() => setOpen(shown ? null : key)}
                    >
                      {shown ? t.hideVersion(list.name, v.version) : t.viewVersion(list.name, v.version)}
                    </Button>
                    {shown ? (
                      <StudentVersion
                        classId={classId}
                        userId={userId}
                        tableId={list.id}
                        version={v.version}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    );
  const count = lists.data?.length ?? 0;
  return (
    <section aria-labelledby={`all-lists-${userId}`} className="flex flex-col gap-2">
      <h3 id={`all-lists-${userId}`} className="text-sm font-medium">
        {t.allLists(count)}
      </h3>
      {body}
    </section>
  );
}
