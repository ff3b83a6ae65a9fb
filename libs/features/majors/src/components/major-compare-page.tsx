// 专业对比 (/data/major-compare?codes=): 2–4 majors of the catalog side by side — code, 门类, 专业类, level,
// degree, years, the 特设/国控 marks, and the colleges of the region's data offering each (how many, how
// many of them 985 and 211, the first few). The majors are in the URL, so the comparison can be shared.
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { MajorDetail } from '@zhiyuan/contracts';
import { Empty } from '@zhiyuan/ui';
import {
  ComparePicker,
  CompareTable,
  majorDetailPath,
  useDomain,
  type CompareCandidate,
  type UseCompareMatches,
} from '@zhiyuan/feature-shared';
import { majorQuery, useMajorSearch } from '../api/majors.ts';
import { majorsMessages } from '../messages.ts';
import { MAJOR_COMPARE_MAX, readMajorCompareCodes, writeMajorCompareCodes } from '../utils/major-compare.ts';

const t = majorsMessages.compare;
const c = majorsMessages.columns;
const dash = t.none_;
const EXAMPLES = 3;

/** The first majors of the catalog search for a keyword. */
const useMajorMatches: UseCompareMatches<string> = (keyword) => {
  const search = useMajorSearch({ keyword, page: 1, pageSize: 6 }, true);
  return {
    items: search.data?.items.map((m) => ({ key: m.code, name: m.name, detail: `${m.code} · ${m.level}` })),
    error: search.error,
    retry: () => void search.refetch(),
  };
};

const ROWS: { label: string; value: (m: MajorDetail) => string }[] = [
  { label: t.rows.code, value: (m) => m.code },
  { label: c.category, value: (m) => m.category },
  { label: c.subcategory, value: (m) => m.subcategory },
  { label: t.rows.level, value: (m) => m.level },
  { label: c.degree, value: (m) => m.degree || dash },
  { label: c.years, value: (m) => majorsMessages.yearsValue(m.years) },
  { label: t.rows.flags, value: (m) => m.flags.map((f) => majorsMessages.flags[f]).join('、') || dash },
  { label: t.rows.colleges, value: (m) => t.collegesValue(m.colleges.length) },
  {
    label: t.rows.elite,
    value: (m) =>
      t.eliteValue(
        m.colleges.filter((x) => x.tags.includes('985')).length,
        m.colleges.filter((x) => x.tags.includes('211')).length,
      ),
  },
  {
    label: t.rows.examples,
    value: (m) =>
      m.colleges
        .slice(0, EXAMPLES)
        .map((x) => x.name)
        .join('、') || dash,
  },
];

export interface MajorComparePageProps {
  /** Majors to add in one click (the student's 收藏, which the app hands in). */
  suggestions?: readonly CompareCandidate<string>[];
}

export function MajorComparePage({ suggestions }: MajorComparePageProps = {}) {
  const [params, setParams] = useSearchParams();
  const codes = readMajorCompareCodes(params);
  const { api } = useDomain();
  const majors = useQueries({ queries: codes.map((code) => majorQuery(api, code)) });
  const go = (next: readonly string[]) => setParams(writeMajorCompareCodes(next));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
        <p className="text-xs text-muted-foreground">{t.shareHint}</p>
      </div>
      <ComparePicker
        label={t.keyword}
        placeholder={t.keywordPlaceholder}
        chosen={codes}
        max={MAJOR_COMPARE_MAX}
        onAdd={(code) => codes.length < MAJOR_COMPARE_MAX && go([...codes, code])}
        useMatches={useMajorMatches}
        {...(suggestions ? { suggestions } : {})}
      />
      {codes.length === 0 ? (
        <Empty description={t.none} className="rounded-lg border bg-card" />
      ) : (
        <section aria-labelledby="major-compare-table" className="flex flex-col gap-3">
          <h2 id="major-compare-table" className="text-lg font-medium">
            {t.caption}
          </h2>
          {codes.length < 2 && <p className="text-sm text-muted-foreground">{t.needTwo}</p>}
          <CompareTable
            caption={t.caption}
            itemHeading={t.item}
            columns={codes.map((code, i) => {
              const major = majors[i]?.data;
              return {
                key: code,
                title: major ? (
                  <Link to={majorDetailPath('/data', code)} className="text-primary-strong hover:underline">
                    {major.name}
                  </Link>
                ) : majors[i]?.isError ? (
                  t.notFound(code)
                ) : (
                  t.loading
                ),
                removeLabel: t.remove(major?.name ?? code),
                onRemove: () => go(codes.filter((x) => x !== code)),
              };
            })}
            rows={ROWS.map((row) => ({
              label: row.label,
              cells: codes.map((_code, i) => {
                const major = majors[i]?.data;
                return major ? row.value(major) : dash;
              }),
            }))}
          />
        </section>
      )}
    </div>
  );
}
