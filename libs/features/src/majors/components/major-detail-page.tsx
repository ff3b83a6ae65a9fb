// 专业详情 (/data/subject-detail?code= and /subject-data/subject-detail?code=): the major (code, 门类, 专业类,
// degree, years, the catalog's note), the 收藏 button, the universities offering it and its admission rows in
// the region. An unknown or malformed code shows 专业不存在 with the way back to the catalog.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ERROR_CODES, type MajorDetail } from '@zhiyuan/contracts';
import { isApiError } from '@zhiyuan/domain';
import { Badge, Button, Result } from '@zhiyuan/ui';
import { FavouriteButton } from '@zhiyuan/features/favourites';
import { useMajor } from '../api/majors.ts';
import { majorsMessages } from '../messages.ts';
import { majorCatalogPath, type MajorSection } from '../utils/paths.ts';
import { MajorColleges } from './major-colleges.tsx';
import { MajorHistory } from './major-history.tsx';
import { LoadError, SectionSkeleton } from '../../shared/index.ts';

const t = majorsMessages.detail;
const c = majorsMessages.columns;

function NotFound({ section }: { section: MajorSection }) {
  return (
    <Result
      status="404"
      title={t.notFound}
      titleAs="h1"
      description={t.notFoundDescription}
      extra={
        <Button asChild variant="primary">
          <Link to={majorCatalogPath(section)}>{t.backToCatalog}</Link>
        </Button>
      }
    />
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1.5 text-sm">
      <dt className="w-24 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function MajorOverview({ major }: { major: MajorDetail }) {
  return (
    <div className="flex flex-col gap-5 rounded-lg border bg-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{major.name}</h1>
          <div className="flex flex-wrap gap-1">
            {major.flags.map((flag) => (
              <Badge key={flag} variant="secondary">
                {majorsMessages.flags[flag]}
              </Badge>
            ))}
          </div>
        </div>
        <FavouriteButton kind="major" targetId={major.code} title={major.name} />
      </div>
      <dl className="grid gap-x-8 md:grid-cols-2">
        <Fact term={c.code}>{major.code}</Fact>
        <Fact term={c.category}>{major.category}</Fact>
        <Fact term={c.subcategory}>{major.subcategory}</Fact>
        <Fact term={c.degree}>{major.degree || majorsMessages.dash}</Fact>
        <Fact term={c.years}>{majorsMessages.yearsValue(major.years)}</Fact>
        <Fact term={t.catalogYear}>{majorsMessages.catalog.editionLabel(major.catalogYear)}</Fact>
        {major.previousCode && <Fact term={t.previousCode}>{major.previousCode}</Fact>}
        {major.note && <Fact term={t.note}>{major.note}</Fact>}
      </dl>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-base font-medium">{t.intro}</h2>
        <p className="text-sm leading-7 text-foreground/90">{major.intro || t.noIntro}</p>
      </div>
    </div>
  );
}

export interface MajorDetailPageProps {
  /** The major code from the URL (080901, 080901K …); null when missing. */
  code: string | null;
  section?: MajorSection;
}

export function MajorDetailPage({ code, section = '/data' }: MajorDetailPageProps) {
  const trimmed = code?.trim() ?? '';
  if (!/^\d{5,7}[TK]{0,2}$/i.test(trimmed)) return <NotFound section={section} />;
  return <Major code={trimmed} section={section} />;
}

function Major({ code, section }: { code: string; section: MajorSection }) {
  const major = useMajor(code);
  if (major.isPending) {
    return (
      <div>
        <h1 className="sr-only">{t.title}</h1>
        <SectionSkeleton rows={8} />
      </div>
    );
  }
  if (major.isError) {
    if (isApiError(major.error) && major.error.code === ERROR_CODES.notFound)
      return <NotFound section={section} />;
    return <LoadError titleAs="h1" error={major.error} onRetry={() => void major.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-8">
      <MajorOverview major={major.data} />
      <MajorColleges colleges={major.data.colleges} />
      <MajorHistory majorName={major.data.name} />
    </div>
  );
}
