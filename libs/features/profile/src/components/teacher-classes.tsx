// 我带的班级: what 我的班级 shows a teacher signed in on the site — only students join classes, so instead of a
// join form the server would refuse, their classes with each join code and a link to the class desk in the
// back office.
import { Button, LoadError, Skeleton } from '@zhiyuan/ui';
import { useTeachingClasses } from '../api/my-class.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.teaching;

/** The back office's desk of a class (the back office is served at /admin/). */
export const classDeskUrl = (id: number) => `/admin/classes/desk?id=${id}`;

export function TeacherClasses() {
  const classes = useTeachingClasses();
  let body;
  if (classes.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (classes.isError)
    body = <LoadError title={t.loadFailed} titleAs="h3" onRetry={() => void classes.refetch()} />;
  else if (classes.data.length === 0) body = <p className="text-sm text-muted-foreground">{t.none}</p>;
  else
    body = (
      <ul className="flex flex-col gap-3">
        {classes.data.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded border p-3 text-sm">
            <span className="font-medium">
              {c.name}（{t.year(c.graduationYear)}）
            </span>
            <span>
              {t.joinCode}：<code className="font-mono text-base tracking-widest">{c.joinCode}</code>
            </span>
            <span className="text-muted-foreground">{t.students(c.students)}</span>
            <Button asChild size="small" variant="primary">
              <a href={classDeskUrl(c.id)} aria-label={t.deskOf(c.name)}>
                {t.desk}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="teaching-classes" className="flex max-w-2xl flex-col gap-3">
      <h2 id="teaching-classes" className="text-base font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {body}
    </section>
  );
}
