// @zhiyuan/feature-electives — 选科查询: for a 3+1+2 combination, the 院校专业组 of this year's plans it may and
// may not apply to, with each requirement; with its URL helpers.
export { ElectivesPage } from './components/electives-page.tsx';
export { ElectivesForm, type ElectivesFormProps } from './components/electives-form.tsx';
export { ElectivesTable, type ElectivesTableProps } from './components/electives-table.tsx';
export { electivesSearchQuery, useElectivesSearch } from './api/electives-search.ts';
export {
  ELECTIVES_PAGE_SIZE,
  electivesYear,
  firstSubjectCategories,
  readElectivesFilters,
  toElectivesQuery,
  writeElectivesFilters,
  type ElectivesFilters,
} from './utils/electives-query.ts';
export { electivesMessages } from './messages.ts';
