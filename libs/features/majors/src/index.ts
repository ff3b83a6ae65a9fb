// @zhiyuan/feature-majors — the major pages: 找专业 — the catalog tree 门类 → 专业类 → 专业 with search, its
// state in the URL — and 专业详情 with the universities offering the major and its admissions in the region.
// Both pages exist under /data and /subject-data; `section` keeps their links in the same family. 专业对比
// puts 2–4 majors side by side.
export { MajorCatalogPage, type MajorCatalogPageProps } from './components/major-catalog-page.tsx';
export { MajorDetailPage, type MajorDetailPageProps } from './components/major-detail-page.tsx';
export { MajorComparePage, type MajorComparePageProps } from './components/major-compare-page.tsx';
export {
  MAJOR_COMPARE_MAX,
  majorComparePath,
  readMajorCompareCodes,
  writeMajorCompareCodes,
} from './utils/major-compare.ts';
export { MajorTree, type MajorTreeProps } from './components/major-tree.tsx';
export { MajorColleges } from './components/major-colleges.tsx';
export { MajorHistory } from './components/major-history.tsx';
export {
  majorAdmissionsQuery,
  majorQuery,
  majorSearchQuery,
  majorTreeQuery,
  useMajor,
  useMajorAdmissions,
  useMajorSearch,
  useMajorTree,
} from './api/majors.ts';
export { prefetchMajorDetail } from './api/page-data.ts';
export {
  catalogEditions,
  MAJOR_PAGE_SIZE,
  readCatalogQuery,
  writeCatalogQuery,
  type CatalogQuery,
} from './utils/catalog-query.ts';
export { majorsMessages } from './messages.ts';
