// @zhiyuan/feature-colleges — the college pages: 找学校 with its URL-held search, 院校详情 (the app hands in
// 收藏) with the admission history in the region and the majors offered, 招生章程, and a college's trend
// across the years (composed into 大数据查询 by the app); with their query options and URL helpers.
export { CollegeSearchPage } from './components/college-search-page.tsx';
export { CollegeProfilePage, type CollegeProfilePageProps } from './components/college-profile-page.tsx';
export { CollegeCharterPage, type CollegeCharterPageProps } from './components/college-charter-page.tsx';
export { CollegeComparePage, type CollegeComparePageProps } from './components/college-compare-page.tsx';
export {
  COMPARE_MAX,
  collegeComparePath,
  compareTrend,
  readCompareQuery,
  writeCompareQuery,
  type CompareQuery,
} from './utils/college-compare.ts';
export { CollegeTrend, type CollegeTrendProps } from './components/college-trend.tsx';
export { AdmissionHistory, type AdmissionHistoryProps } from './components/admission-history.tsx';
export { CollegeMajors } from './components/college-majors.tsx';
export { CollegePlans } from './components/college-plans.tsx';
export { CollegeTags } from './components/college-tags.tsx';
export {
  collegeAdmissionsQuery,
  collegeCharterQuery,
  collegeMajorsQuery,
  collegePlansQuery,
  collegeQuery,
  collegeSearchQuery,
  useCollege,
  useCollegeAdmissions,
  useCollegeCharter,
  useCollegeMajors,
  useCollegePlans,
  useCollegeSearch,
} from './api/colleges.ts';
export { prefetchCollegeCharter, prefetchCollegeCompare, prefetchCollegeProfile } from './api/page-data.ts';
export { prefetchCollegeSearch } from './api/search-page-data.ts';
export {
  COLLEGE_PAGE_SIZE,
  DEFAULT_COLLEGE_FILTERS,
  readCollegeFilters,
  toCollegeSearchQuery,
  writeCollegeFilters,
  type CollegeFilters,
} from './utils/college-query.ts';
export { historyTrend, type HistoryMetric } from './utils/admission-history.ts';
export { collegesMessages } from './messages.ts';
