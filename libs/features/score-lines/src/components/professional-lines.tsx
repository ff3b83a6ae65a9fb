// The score lines of the categories without a 一分一段 table (艺术类, 体育类, 对口招生): one section per category,
// its lines grouped by 专业类别 (美术与设计类 …, its 专项 lines among them), each with its 文化课 and 专业课 score.
// Three narrow columns, the 专业类别 heading its rows, so the table fits a 375 px phone without scrolling sideways.
import { useId } from 'react';
import type { ScoreLineItem } from '@zhiyuan/contracts';
import { SampleBadge } from '@zhiyuan/ui';
import { OfficialSource, SampleNote, useSiteConfig } from '@zhiyuan/feature-shared';
import { scoreLinesMessages } from '../messages.ts';

const t = scoreLinesMessages.professional;

/** Lines with a 专业类别, grouped by category and then by 专业类别, in the order the server gives them. */
export function professionalGroups(lines: readonly ScoreLineItem[]) {
  const categories = new Map<string, Map<string, ScoreLineItem[]>>();
  for (const line of lines) {
    if (line.professionalCategory === undefined) continue;
    const byProfession = categories.get(line.category) ?? new Map<string, ScoreLineItem[]>();
    categories.set(line.category, byProfession);
    byProfession.set(line.professionalCategory, [
      ...(byProfession.get(line.professionalCategory) ?? []),
      line,
    ]);
  }
  return [...categories].map(([category, groups]) => ({ category, groups: [...groups] }));
}

/** The year these sections show: the chosen one, or the latest with such lines. */
export function professionalYear(lines: readonly ScoreLineItem[], year: number | undefined) {
  if (year !== undefined) return year;
  const years = lines.filter((l) => l.professionalCategory !== undefined).map((l) => l.year);
  return years.length === 0 ? undefined : Math.max(...years);
}

const CELL = 'px-3 py-2';

function CategoryLines({
  year,
  category,
  groups,
}: {
  year: number;
  category: string;
  groups: [string, ScoreLineItem[]][];
}) {
  const { config } = useSiteConfig();
  const headingId = useId();
  const lines = groups.flatMap(([, l]) => l);
  const sample = lines.every((l) => l.sample);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-medium">
          {category}
        </h2>
        {sample && <SampleBadge>{config.sampleBadge}</SampleBadge>}
      </div>
      <div className="rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t.caption(year, category)}</caption>
          <thead className="bg-muted/50 text-left text-muted-foreground">
            <tr>
              <th scope="col" className={`${CELL} font-medium`}>
                {t.columns.batch}
              </th>
              <th scope="col" className={`${CELL} text-right font-medium whitespace-nowrap`}>
                {t.columns.culture}
              </th>
              <th scope="col" className={`${CELL} text-right font-medium whitespace-nowrap`}>
                {t.columns.professional}
              </th>
            </tr>
          </thead>
          {groups.map(([profession, rows]) => (
            <tbody key={profession} className="border-t">
              <tr>
                <th scope="rowgroup" colSpan={3} className={`${CELL} bg-muted/30 text-left font-medium`}>
                  {profession}
                </th>
              </tr>
              {rows.map((l) => (
                <tr key={l.batch} className="border-t border-dashed">
                  <td className={`${CELL} pl-6`}>{l.batch}</td>
                  <td className={`${CELL} text-right font-medium tabular-nums`}>{l.score}</td>
                  <td className={`${CELL} text-right font-medium tabular-nums`}>
                    {l.professionalScore === null || l.professionalScore === undefined ? (
                      <>
                        <span aria-hidden="true" className="text-muted-foreground">
                          {t.none}
                        </span>
                        <span className="sr-only">{t.noneLabel}</span>
                      </>
                    ) : (
                      l.professionalScore
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {lines.some((l) => l.sample) && <SampleNote />}
      {lines.some((l) => !l.sample) && <OfficialSource />}
    </section>
  );
}

/** The sections of 艺术类, 体育类 and 对口招生 for `year` (nothing where the year has no such lines). */
export function ProfessionalLines({
  lines,
  year,
}: {
  lines: readonly ScoreLineItem[];
  year: number | undefined;
}) {
  const shown = professionalYear(lines, year);
  if (shown === undefined) return null;
  const categories = professionalGroups(lines.filter((l) => l.year === shown));
  if (categories.length === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t.intro(shown)}</p>
      {/* Side by side on a wide screen: three narrow columns do not need the page's whole width. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {categories.map(({ category, groups }) => (
          <CategoryLines key={category} year={shown} category={category} groups={groups} />
        ))}
      </div>
    </div>
  );
}
