// 专业详情 (/data/subject-detail?code= and /subject-data/subject-detail?code=): the major (code, 门类, 专业类,
// degree, years, the catalog's note), the universities offering it and its admission rows in the region.
// Beside the name goes what the app hands in (`favourite`: the 收藏 button). An unknown or malformed code
// shows 专业不存在 with the way back to the catalog. Once the major is there, the page names it in the
// document's title, describes it and names its canonical URL, the /data one for both pages (`majorPageMeta`).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MajorDetail } from '@zhiyuan/contracts';
import { ERROR_CODES } from '@zhiyuan/contracts/basics';
import { isApiError } from '@zhiyuan/domain';
import {
  Badge,
  Button,
  DetailFact,
  DetailLoading,
  DetailNotFound,
  DetailOverview,
  DetailPage,
  LoadError,
} from '@zhiyuan/ui';
import { majorCatalogPath, usePageMeta, useSiteConfig, type MajorSection } from '@zhiyuan/feature-shared';
import { majorCodeOf, useMajor } from '../api/majors.ts';
import { majorsMessages } from '../messages.ts';
import { MajorColleges } from './major-colleges.tsx';
import { MajorHistory } from './major-history.tsx';
import { majorComparePath } from '../utils/major-compare.ts';
import { majorPageMeta } from '../utils/major-meta.ts';

const t = majorsMessages.detail;
const c = majorsMessages.columns;

function NotFound({ section }: { section: MajorSection }) {
  return (
    <DetailNotFound
      title={t.notFound}
      description={t.notFoundDescription}
      action={
        <Button asChild variant="primary">
          <Link to={majorCatalogPath(section)}>{t.backToCatalog}</Link>
        </Button>
      }
    />
  );
}

function MajorOverview({ major, favourite }: { major: MajorDetail; favourite: ReactNode }) {
  return (
    <DetailOverview
      title={major.name}
      badges={
        <div className="flex flex-wrap gap-1">
          {major.flags.map((flag) => (
            <Badge key={flag} variant="secondary">
              {majorsMessages.flags[flag]}
            </Badge>
          ))}
        </div>
      }
      actions={
        <>
          {favourite}
          <Button asChild>
            <Link to={majorComparePath([major.code])}>{majorsMessages.compare.fromDetail}</Link>
          </Button>
        </>
      }
      introHeading={t.intro}
      intro={major.intro || t.noIntro}
      wideTerms
    >
      <DetailFact term={c.code}>{major.code}</DetailFact>
      <DetailFact term={c.category}>{major.category}</DetailFact>
      <DetailFact term={c.subcategory}>{major.subcategory}</DetailFact>
      <DetailFact term={c.degree}>{major.degree || majorsMessages.dash}</DetailFact>
      <DetailFact term={c.years}>{majorsMessages.yearsValue(major.years)}</DetailFact>
      <DetailFact term={t.catalogYear}>{majorsMessages.catalog.editionLabel(major.catalogYear)}</DetailFact>
      {major.previousCode && <DetailFact term={t.previousCode}>{major.previousCode}</DetailFact>}
      {major.note && <DetailFact term={t.note}>{major.note}</DetailFact>}
    </DetailOverview>
  );
}

export interface MajorDetailPageProps {
  /** The major code from the URL (080901, 080901K …); null when missing. */
  code: string | null;
  section?: MajorSection;
  /** Beside the major's name: the 收藏 button the app hands in. */
  favourite?: (major: MajorDetail) => ReactNode;
}

export function MajorDetailPage({ code, section = '/data', favourite }: MajorDetailPageProps) {
  const majorCode = majorCodeOf(code);
  if (majorCode === null) return <NotFound section={section} />;
  return <Major code={majorCode} section={section} favourite={favourite} />;
}

function Major({
  code,
  section,
  favourite,
}: {
  code: string;
  section: MajorSection;
  favourite: MajorDetailPageProps['favourite'];
}) {
  const major = useMajor(code);
  const { config } = useSiteConfig();
  usePageMeta(major.data ? majorPageMeta(major.data, config.region.province) : null);
  if (major.isPending) return <DetailLoading title={t.title} />;
  if (major.isError) {
    if (isApiError(major.error) && major.error.code === ERROR_CODES.notFound) {
      return <NotFound section={section} />;
    }
    return <LoadError titleAs="h1" error={major.error} onRetry={() => void major.refetch()} />;
  }
  return (
    <DetailPage>
      <MajorOverview major={major.data} favourite={favourite?.(major.data)} />
      <MajorColleges colleges={major.data.colleges} />
      <MajorHistory majorName={major.data.name} />
    </DetailPage>
  );
}
