// /data/subject and /subject-data/subject (找专业): the catalog tree and search; each copy links to its own
// detail route.
import { MajorCatalogPage } from '@zhiyuan/features/majors';

export function SubjectPage() {
  return <MajorCatalogPage section="/data" />;
}

export function SubjectDataPage() {
  return <MajorCatalogPage section="/subject-data" />;
}
