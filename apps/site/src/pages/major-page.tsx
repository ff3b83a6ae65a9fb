// /data/subject-detail?code= and /subject-data/subject-detail?code= (专业详情): the major named by the URL,
// with 收藏 beside its name.
import { useSearchParams } from 'react-router';
import { MajorDetailPage } from '@zhiyuan/feature-majors';
import { majorFavourite } from './favourite-slots.tsx';

export function DataMajorPage() {
  const [params] = useSearchParams();
  return <MajorDetailPage code={params.get('code')} section="/data" favourite={majorFavourite} />;
}

export function SubjectDataMajorPage() {
  const [params] = useSearchParams();
  return <MajorDetailPage code={params.get('code')} section="/subject-data" favourite={majorFavourite} />;
}
