// @zhiyuan/feature-simulate — 模拟填报: the page of /policy/simulate and /data/simulate — a score or rank in,
// the rank, equivalent scores and 冲/稳/保 suggestions with their reasons out — and the 志愿表 built beside
// it (reorder, 服从调剂, live checks, save with versions, print on A4, Excel); with the pieces and helpers.
export { SimulatePage } from './components/simulate-page.tsx';
export { SharedListPage } from './components/shared-list-page.tsx';
export {
  CandidateForm,
  type CandidateFormProps,
  type CandidateValues,
} from './components/candidate-form.tsx';
export { CandidateSummary } from './components/candidate-summary.tsx';
export { RecommendResults, type RecommendResultsProps } from './components/recommend-results.tsx';
export { RecommendCard, type RecommendCardProps } from './components/recommend-card.tsx';
export { RecommendFilters, type RecommendFiltersProps } from './components/recommend-filters.tsx';
export { AddChoiceDialog, type AddChoiceDialogProps } from './components/add-choice-dialog.tsx';
export { VolunteerPanel, type VolunteerPanelProps } from './components/volunteer-panel.tsx';
export { DraftDetails, type DraftDetailsProps } from './components/draft-details.tsx';
export { VolunteerToolbar, type VolunteerToolbarProps } from './components/volunteer-toolbar.tsx';
export { SaveConflict, type SaveConflictProps } from './components/save-conflict.tsx';
export { ClearListDialog } from './components/clear-list-dialog.tsx';
export { CHECK_DELAY_MS, findingsByPosition, useVolunteerChecks } from './hooks/use-volunteer-checks.ts';
export { useVolunteerSave } from './hooks/use-volunteer-save.ts';
export { useVolunteerExport } from './hooks/use-volunteer-export.ts';
export { VolunteerChoiceList, type VolunteerChoiceListProps } from './components/volunteer-choice-list.tsx';
export { VolunteerChecks, type VolunteerChecksProps } from './components/volunteer-checks.tsx';
export { SavedListsDialog, type SavedListsDialogProps } from './components/saved-lists-dialog.tsx';
export { VolunteerPrint, studentFields, type VolunteerPrintProps } from './components/volunteer-print.tsx';
export { TierBadge } from './components/tier-badge.tsx';
export { recommendQuery, useRecommend } from './api/recommend.ts';
export {
  useOpenVolunteer,
  useRemoveVolunteer,
  useRestoreVolunteer,
  useSaveVolunteer,
  useVolunteerCheck,
  useVolunteerLists,
  useVolunteerVersions,
  volunteerCheckQuery,
  volunteerListQuery,
  volunteerVersionsQuery,
} from './api/volunteers.ts';
export { useStudentDetails, type StudentDetails } from './api/student.ts';
export {
  addChoiceAtom,
  clearDraftAtom,
  DRAFT_STORAGE_KEY,
  draftAtom,
  draftStorage,
  moveChoiceAtom,
  removeChoiceAtom,
  renameDraftAtom,
  setAdjustmentAtom,
} from './state/draft-atoms.ts';
export {
  candidateSubjects,
  defaultBatch,
  DISCIPLINES,
  electiveChoices,
  EXCLUDABLE_NATURES,
  firstSubjectOf,
  hasPreferences,
  isAskable,
  NO_PREFERENCES,
  readCandidateQuery,
  RECOMMEND_PAGE_SIZE,
  simulateYear,
  splitList,
  toRecommendInput,
  writeCandidateQuery,
  type CandidateQuery,
  type RecommendPreferencesForm,
} from './utils/candidate-query.ts';
export {
  addChoice,
  choiceFromItem,
  contentKey,
  draftFromTable,
  emptyDraft,
  estimatesOf,
  markSaved,
  moveChoice,
  parseStoredDraft,
  positionOf,
  removeChoice,
  renameDraft,
  sameContext,
  setAdjustment,
  toCheckInput,
  toSaveInput,
  unitKey,
  unitName,
  type DraftChoice,
  type DraftContext,
  type DraftMajor,
  type VolunteerDraft,
} from './utils/draft.ts';
export { today, VOLUNTEER_COLUMNS, volunteerRows, type VolunteerRow } from './utils/volunteer-rows.ts';
export { saveFile, volunteerWorkbook, XLSX_TYPE, type WorkbookInput } from './utils/export-xlsx.ts';
export { useDebouncedValue } from './hooks/use-debounced-value.ts';
export { simulateMessages } from './messages.ts';
