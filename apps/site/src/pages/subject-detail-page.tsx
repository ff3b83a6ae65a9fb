// /data/subject-detail?code= and /subject-data/subject-detail?code= (专业详情): the major named by the URL.
import { useSearchParams } from 'react-router';
import { MajorDetailPage } from '@zhiyuan/features/majors';

export function SubjectDetailPage() {
  const [params] = useSearchParams();
  return <MajorDetailPage code={params.get('code')} section="/data" />;
}

export function SubjectDataDetailPage() {
  const [params] = useSearchParams();
  return <MajorDetailPage code={params.get('code')} section="/subject-data" />;
}
