// 院校详情 (/data/college-page?id=): the college's overview (code, place, level, nature, department, tags,
// website, introduction), the link to its admission charter, its admission history in the region, this
// year's 招生计划 and the majors it offers. Beside the name goes what the app hands in (`favourite`: the 收藏 button). An unknown or
// missing id shows 院校不存在 with the way back to 找学校. Once the college is there, the page names it in the
// document's title, describes it for search engines and names its canonical URL (`collegePageMeta`).
import { ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CollegeDetail } from '@zhiyuan/contracts';
import { ERROR_CODES } from '@zhiyuan/contracts/basics';
import { isApiError } from '@zhiyuan/domain';
import {
  Button,
  DetailFact,
  DetailLoading,
  DetailNotFound,
  DetailOverview,
  DetailPage,
  LoadError,
} from '@zhiyuan/ui';
import { collegeCharterPath, collegeSearchPath, usePageMeta, useSiteConfig } from '@zhiyuan/feature-shared';
import { useCollege } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { AdmissionHistory } from './admission-history.tsx';
import { CollegeMajors } from './college-majors.tsx';
import { CollegePlans } from './college-plans.tsx';
import { CollegeTags } from './college-tags.tsx';
import { collegeComparePath } from '../utils/college-compare-path.ts';
import { collegePageMeta } from '../utils/college-meta.ts';

const t = collegesMessages.detail;
const dash = collegesMessages.dash;

export function CollegeNotFound() {
  return (
    <DetailNotFound
      title={t.notFound}
      description={t.notFoundDescription}
      action={
        <Button asChild variant="primary">
          <Link to={collegeSearchPath}>{t.backToSearch}</Link>
        </Button>
      }
    />
  );
}

function Website({ url }: { url: string | null }) {
  if (!url) return dash;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary-strong hover:underline"
    >
      {url}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t.newTab}</span>
    </a>
  );
}

function CollegeOverview({ college, favourite }: { college: CollegeDetail; favourite: ReactNode }) {
  return (
    <DetailOverview
      title={college.name}
      badges={<CollegeTags tags={college.tags} />}
      actions={
        <>
          {favourite}
          <Button asChild>
            <Link to={collegeComparePath([college.id])}>{collegesMessages.compare.fromProfile}</Link>
          </Button>
        </>
      }
      introHeading={t.intro}
      intro={college.intro || t.noIntro}
    >
      <DetailFact term={t.code}>{college.code}</DetailFact>
      <DetailFact term={t.place}>
        {college.city ? `${college.province} · ${college.city}` : college.province}
      </DetailFact>
      <DetailFact term={t.level}>{college.level}</DetailFact>
      <DetailFact term={t.nature}>{college.nature}</DetailFact>
      <DetailFact term={t.department}>{college.department || dash}</DetailFact>
      <DetailFact term={t.type}>{college.type ?? dash}</DetailFact>
      <DetailFact term={t.website}>
        <Website url={college.website} />
      </DetailFact>
      <DetailFact term={t.charter}>
        {college.hasCharter ? (
          <Link
            to={collegeCharterPath(college.id)}
            className="inline-flex items-center gap-1 text-primary-strong hover:underline"
          >
            <FileText aria-hidden="true" className="size-3.5" />
            {t.readCharter}
          </Link>
        ) : (
          <span className="text-muted-foreground">{t.noCharter}</span>
        )}
      </DetailFact>
      {college.remark && <DetailFact term={t.remark}>{college.remark}</DetailFact>}
    </DetailOverview>
  );
}

export interface CollegeProfilePageProps {
  /** The college's row id from the URL; null when missing or malformed. */
  id: number | null;
  /** Beside the college's name: the 收藏 button the app hands in. */
  favourite?: (college: CollegeDetail) => ReactNode;
}

export function CollegeProfilePage({ id, favourite }: CollegeProfilePageProps) {
  if (id === null) return <CollegeNotFound />;
  return <CollegeProfile id={id} favourite={favourite} />;
}

function CollegeProfile({ id, favourite }: { id: number; favourite: CollegeProfilePageProps['favourite'] }) {
  const college = useCollege(id);
  const { config } = useSiteConfig();
  usePageMeta(college.data ? collegePageMeta(college.data, config.region.province) : null);
  if (college.isPending) return <DetailLoading title={t.title} />;
  if (college.isError) {
    if (isApiError(college.error) && college.error.code === ERROR_CODES.notFound) return <CollegeNotFound />;
    return <LoadError titleAs="h1" error={college.error} onRetry={() => void college.refetch()} />;
  }
  return (
    <DetailPage>
      <CollegeOverview college={college.data} favourite={favourite?.(college.data)} />
      <AdmissionHistory collegeId={college.data.id} collegeName={college.data.name} />
      <CollegePlans collegeId={college.data.id} />
      <CollegeMajors collegeId={college.data.id} />
    </DetailPage>
  );
}
