// @zhiyuan/feature-data-search — 大数据查询: the admission records with filters, sortable columns, paging and
// export, the lowest-score distribution of the result and a college's trend; with the URL helpers.
export { DataSearchPage, type DataSearchPageProps } from './components/data-search-page.tsx';
export { SearchFiltersForm, type SearchFiltersFormProps } from './components/search-filters.tsx';
export { AdmissionTable, type AdmissionTableProps } from './components/admission-table.tsx';
export { ExportLinks } from './components/export-links.tsx';
export { ScoreDistribution } from './components/score-distribution.tsx';

export { admissionSearchQuery, useAdmissionSearch } from './api/admission-search.ts';
export {
  batchOptions,
  categoryOptions,
  DEFAULT_SEARCH_FILTERS,
  DISTRIBUTION_SAMPLE_SIZE,
  exportHref,
  hasSearchFilters,
  readSearchFilters,
  SEARCH_PAGE_SIZE,
  sortFromTable,
  tableSortOf,
  toSearchQuery,
  writeSearchFilters,
  type SearchFilters,
  type SearchScope,
} from './utils/search-query.ts';
export { distributionOption, distributionTable, scoreBands, type ScoreBand } from './utils/distribution.ts';
export { dataSearchMessages } from './messages.ts';
