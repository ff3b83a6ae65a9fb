// The college pages (@zhiyuan/features/colleges): 找学校 with its URL-held search, 院校详情 with the admission
// history in the region and the majors offered, and 招生章程; with their query options and URL helpers.
export { CollegeSearchPage } from './components/college-search-page.tsx';
export { CollegeProfilePage, type CollegeProfilePageProps } from './components/college-profile-page.tsx';
export { CollegeCharterPage, type CollegeCharterPageProps } from './components/college-charter-page.tsx';
export { AdmissionHistory, type AdmissionHistoryProps } from './components/admission-history.tsx';
export { CollegeMajors } from './components/college-majors.tsx';
export { CollegeTags } from './components/college-tags.tsx';
export {
  collegeAdmissionsQuery,
  collegeCharterQuery,
  collegeMajorsQuery,
  collegeQuery,
  collegeSearchQuery,
  useCollege,
  useCollegeAdmissions,
  useCollegeCharter,
  useCollegeMajors,
  useCollegeSearch,
} from './api/colleges.ts';
export {
  COLLEGE_PAGE_SIZE,
  COLLEGE_TYPES,
  DEFAULT_COLLEGE_FILTERS,
  readCollegeFilters,
  toCollegeSearchQuery,
  writeCollegeFilters,
  type CollegeFilters,
} from './utils/college-query.ts';
export { historyTrend, type HistoryMetric } from './utils/admission-history.ts';
export { citiesOf, COLLEGE_PLACES, PROVINCES } from './utils/places.ts';
export { collegeCharterPath, collegePagePath } from './utils/paths.ts';
export { collegesMessages } from './messages.ts';
