// 院校详情 (/data/college-page?id=): the college's overview (code, place, level, nature, department, tags,
// website, introduction), the link to its admission charter, the 收藏 button, its admission history in the
// region and the majors it offers. An unknown or missing id shows 院校不存在 with the way back to 找学校.
import { ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ERROR_CODES, type CollegeDetail } from '@zhiyuan/contracts';
import { isApiError } from '@zhiyuan/domain';
import { Button, Result } from '@zhiyuan/ui';
import { FavouriteButton } from '@zhiyuan/features/favourites';
import { useCollege } from '../api/colleges.ts';
import { collegesMessages } from '../messages.ts';
import { collegeCharterPath, collegeSearchPath } from '../utils/paths.ts';
import { AdmissionHistory } from './admission-history.tsx';
import { CollegeMajors } from './college-majors.tsx';
import { CollegeTags } from './college-tags.tsx';
import { LoadError, SectionSkeleton } from '../../shared/index.ts';

const t = collegesMessages.detail;

export function CollegeNotFound() {
  return (
    <Result
      status="404"
      title={t.notFound}
      titleAs="h1"
      description={t.notFoundDescription}
      extra={
        <Button asChild variant="primary">
          <Link to={collegeSearchPath}>{t.backToSearch}</Link>
        </Button>
      }
    />
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1.5 text-sm">
      <dt className="w-20 shrink-0 text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function CollegeOverview({ college }: { college: CollegeDetail }) {
  return (
    <div className="flex flex-col gap-5 rounded-lg border bg-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{college.name}</h1>
          <CollegeTags tags={college.tags} />
        </div>
        <FavouriteButton kind="college" targetId={String(college.id)} title={college.name} />
      </div>
      <dl className="grid gap-x-8 md:grid-cols-2">
        <Fact term={t.code}>{college.code}</Fact>
        <Fact term={t.place}>
          {college.city ? `${college.province} · ${college.city}` : college.province}
        </Fact>
        <Fact term={t.level}>{college.level}</Fact>
        <Fact term={t.nature}>{college.nature}</Fact>
        <Fact term={t.department}>{college.department || collegesMessages.dash}</Fact>
        <Fact term={t.type}>{college.type ?? collegesMessages.dash}</Fact>
        <Fact term={t.website}>
          {college.website ? (
            <a
              href={college.website}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-primary-strong hover:underline"
            >
              {college.website}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t.newTab}</span>
            </a>
          ) : (
            collegesMessages.dash
          )}
        </Fact>
        <Fact term={t.charter}>
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
        </Fact>
        {college.remark && <Fact term={t.remark}>{college.remark}</Fact>}
      </dl>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-base font-medium">{t.intro}</h2>
        <p className="text-sm leading-7 text-foreground/90">{college.intro || t.noIntro}</p>
      </div>
    </div>
  );
}

export interface CollegeProfilePageProps {
  /** The college's row id from the URL; null when missing or malformed. */
  id: number | null;
}

export function CollegeProfilePage({ id }: CollegeProfilePageProps) {
  if (id === null) return <CollegeNotFound />;
  return <CollegeProfile id={id} />;
}

function CollegeProfile({ id }: { id: number }) {
  const college = useCollege(id);
  if (college.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="sr-only">{t.title}</h1>
        <SectionSkeleton rows={8} />
      </div>
    );
  }
  if (college.isError) {
    if (isApiError(college.error) && college.error.code === ERROR_CODES.notFound) return <CollegeNotFound />;
    return <LoadError titleAs="h1" error={college.error} onRetry={() => void college.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-8">
      <CollegeOverview college={college.data} />
      <AdmissionHistory collegeId={college.data.id} collegeName={college.data.name} />
      <CollegeMajors collegeId={college.data.id} />
    </div>
  );
}
