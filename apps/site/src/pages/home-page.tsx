// /home: what the site offers (the carousel above comes with the shell) and the season's next key date, the
// latest 高考公告 and 强基计划,
// the quick entries into each section, this year's batch lines (批次线) and the rank lookup box, which looks
// up in the table of the year those lines are from.
import { Building2, CalendarRange, ChartLine, FileText, ListOrdered, NotebookPen } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LatestNews } from '@zhiyuan/feature-news';
import { RankLookupBox } from '@zhiyuan/feature-rank-table';
import { LatestScoreLinesCard, useLatestScoreLines } from '@zhiyuan/feature-score-lines';
import { Card, CardDescription, CardHeader, CardTitle } from '@zhiyuan/ui';
import { homeMessages } from './home-messages.ts';

const t = homeMessages;
const HomeKeyDate = lazy(() => import('./home-key-date.tsx'));

const ENTRIES = [
  { to: '/news/news-detail', ...t.entries.news, Icon: FileText },
  { to: '/data/colleges', ...t.entries.colleges, Icon: Building2 },
  { to: '/data/subject', ...t.entries.majors, Icon: NotebookPen },
  { to: '/data/line', ...t.entries.scoreLines, Icon: ChartLine },
  { to: '/data/orderLine', ...t.entries.rankTable, Icon: ListOrdered },
  { to: '/policy/simulate', ...t.entries.simulate, Icon: CalendarRange },
] as const;

function ScoreLinesAndRank() {
  const { query } = useLatestScoreLines();
  return (
    <div className="grid grid-cols-1 gap-6 desktop:grid-cols-[3fr_2fr]">
      <LatestScoreLinesCard />
      <RankLookupBox tableYear={query.data?.year ?? null} />
    </div>
  );
}

export function HomePage() {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="home-heading" className="rounded-lg bg-primary-soft px-6 py-8">
        <h1 id="home-heading" className="text-2xl font-semibold">
          {t.heading}
        </h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">{t.intro}</p>
        <Suspense fallback={null}>
          <HomeKeyDate />
        </Suspense>
      </section>
      <div className="grid grid-cols-1 gap-6 desktop:grid-cols-2">
        <LatestNews category="gaokao" />
        <LatestNews category="qjjh" />
      </div>
      <section aria-labelledby="quick-entries">
        <h2 id="quick-entries" className="mb-4 text-lg font-semibold">
          {t.quickEntries}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 desktop:grid-cols-3">
          {ENTRIES.map(({ to, title, description, Icon }) => (
            <li key={to}>
              <Link to={to} className="block rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
                <Card className="h-full transition-shadow hover:shadow-md">
                  <CardHeader className="flex flex-row items-center gap-3">
                    <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
                    <div>
                      <CardTitle className="text-base">{title}</CardTitle>
                      <CardDescription>{description}</CardDescription>
                    </div>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ScoreLinesAndRank />
    </div>
  );
}
