// 控制台: the counts that matter in the season (registered students, 志愿表 saved this week, sign-ins today),
// and per year whether each kind of admission data is 示例数据 or official, with the last imports. Each figure
// links to the page where it is managed.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callKey, formatTime } from '@zhiyuan/domain';
import { Card, CardContent, Empty, LoadError, LoadingSkeleton } from '@zhiyuan/ui';
import { DataStatusTable, useDomain } from '@zhiyuan/feature-shared';
import { adminDashboardMessages as t } from './messages.ts';

/** Where each figure leads (paths of the back office's route table). */
export const DASHBOARD_LINKS = {
  students: '/users?role=student',
  saves: '/logs/audit',
  logins: '/users',
  imports: '/import',
} as const;

function Figure({ label, value, to, note }: { label: string; value: number; to: string; note?: string }) {
  return (
    <Card className="flex-1">
      <CardContent className="p-4">
        <Link
          to={to}
          className="group flex flex-col gap-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="text-sm text-muted-foreground">{label}</span>
          <span className="text-3xl font-semibold text-primary-strong group-hover:underline">{value}</span>
          {note && <span className="text-xs text-muted-foreground">{note}</span>}
        </Link>
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const { api } = useDomain();
  const query = useQuery({
    queryKey: callKey('getDashboard'),
    queryFn: ({ signal }) => api.getDashboard({ signal, silent: true }),
  });

  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <h1 id="dashboard-title" className="text-lg font-semibold">
        {t.title}
      </h1>
      {query.isPending ? (
        <LoadingSkeleton label={t.loading} rows={4} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Figure label={t.students} value={query.data.students} to={DASHBOARD_LINKS.students} />
            <Figure
              label={t.saves}
              value={query.data.volunteerSavesThisWeek}
              to={DASHBOARD_LINKS.saves}
              note={t.since(formatTime(query.data.since.week, '{y}-{m}-{d}') ?? '')}
            />
            <Figure label={t.logins} value={query.data.loginsToday} to={DASHBOARD_LINKS.logins} />
          </div>
          <h2 className="text-base font-semibold">{t.dataStatus}</h2>
          <DataStatusTable dataStatus={query.data.dataStatus} linkTo={DASHBOARD_LINKS.imports} />
          <h2 className="text-base font-semibold">{t.lastImports}</h2>
          {query.data.lastImports.length === 0 ? (
            <Empty description={t.noImports} />
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {query.data.lastImports.map((item) => (
                <li key={item.kind}>
                  <Link to={DASHBOARD_LINKS.imports} className="hover:underline">
                    {t.lastImport(item.label, formatTime(item.at) ?? '', item.rows, item.fileName)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
