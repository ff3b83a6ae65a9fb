// Every list the student keeps, the most recently saved first, each with its versions (issue 36): the desk's row
// shows only the latest, and a comment may be about another list or an earlier version.
import { LoadError, Skeleton } from '@zhiyuan/ui';
import { useStudentLists } from '../api/student-lists.ts';
import { adminClassesMessages as t } from '../messages.ts';

export function StudentAllLists({ classId, userId }: { classId: number; userId: number }) {
  const lists = useStudentLists({ id: classId, userId });
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
              {versions.items.map((v) => (
                <li key={v.version}>
                  {t.versionLine(v.version, t.actions[v.action] ?? v.action, v.createdAt, v.choiceCount)}
                </li>
              ))}
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
