// /data/subject and /subject-data/subject (找专业): the catalog tree and search; each copy links to its own
// detail route.
import { MajorCatalogPage } from '@zhiyuan/feature-majors';

export function DataMajorCatalogPage() {
  return <MajorCatalogPage section="/data" />;
}

export function SubjectDataMajorCatalogPage() {
  return <MajorCatalogPage section="/subject-data" />;
}
