// @zhiyuan/feature-shared — what the features share that needs React and the domain: the API connection
// context, the site configuration (query, guard), the signed-in state and the account's data queries, the
// site's page URLs, each page's title, description and canonical link (page meta), the charts, the SMS code
// button, the keyword box and URL-kept paging of the lists, the text-block renderer and the 示例数据 note.
// Nothing here belongs to one feature.
export { DomainProvider, useDomain, type AppDomain } from '@zhiyuan/feature-domain-context';
export { AppProviders, createAppDomain, createQueryClient, recordUncaughtErrors } from './app-providers.tsx';
export { placeholderSiteConfig, siteConfigQuery, useSiteConfig } from './site-config.ts';
export { SiteConfigGuard } from './components/site-config-guard.tsx';
export { useSignedIn } from './account/use-signed-in.ts';
export {
  highSchoolsQuery,
  latestGaokao,
  studentInfoQuery,
  studentScoresQuery,
  userInfoQuery,
} from './account/account-queries.ts';
export * from './site-paths.ts';
export { PageMetaSinkContext, pageMetaAtom, usePageMeta, type PageMeta } from './page-meta/page-meta.ts';
export { DocumentHead, useDocumentHead, writeDocumentHead } from './page-meta/document-head.tsx';
export * from './charts/index.ts';
export { CaptchaField, type CaptchaFieldProps } from './captcha/captcha-field.tsx';
export { svgDataUrl, useCaptcha, type Captcha } from './captcha/use-captcha.ts';
export { imageCodeQuery, useImageCode } from './captcha/image-code.ts';
export { sendCodeFields, useSendCode, type SendCodeFormAccess } from './captcha/use-send-code.ts';
export { SmsCodeButton, type SmsCodeButtonProps } from './components/sms-code-button.tsx';
export { SampleNote } from './components/sample-note.tsx';
export { OfficialSource } from './components/official-source.tsx';
export { ConvertedRank, ConvertedRankNotes } from './components/converted-rank.tsx';
export {
  ComparePicker,
  type CompareCandidate,
  type ComparePickerProps,
  type UseCompareMatches,
} from './compare/compare-picker.tsx';
export {
  CompareTable,
  type CompareColumn,
  type CompareRow,
  type CompareTableProps,
} from './compare/compare-table.tsx';
export { useCountdown, type Countdown } from './hooks/use-countdown.ts';
export { useValidateEdited } from './hooks/use-validate-edited.ts';
export { KeywordSearch, type KeywordSearchProps } from './content/keyword-search.tsx';
export { KeywordList, type KeywordListProps, type KeywordListTexts } from './content/keyword-list.tsx';
export { TextBlocks, type TextBlocksProps } from './content/text-blocks.tsx';
export { contentPageMeta } from './content/content-meta.ts';
export {
  parseId,
  parsePage,
  useListFilter,
  useListSearch,
  type ListSearch,
} from './content/use-list-search.ts';
export { callQuery, type CallWithInput } from './api/call-query.ts';
export { retryUnlessAnswered } from './api/retry.ts';
export { keywordListInput, type KeywordListParams } from './content/list-input.ts';
export { publishedContentQueries, type PublishedListParams } from './content/published-queries.ts';
export { sharedMessages } from './messages.ts';
export { reportError, serverFieldError } from './report-error.ts';
export { failureErrors, schemaErrors, type FieldErrors } from './staff/field-errors.ts';
export { ImageUploadField, type ImageUploadFieldProps } from './staff/image-upload-field.tsx';
export { MEDIA_ACCEPT, useMediaUpload, type MediaUpload } from './staff/use-media-upload.ts';
export { staffMessages } from './staff/messages.ts';
export { StaffFormFooter, type StaffFormFooterProps } from './staff/form-footer.tsx';
export { STAFF_PAGE_SIZE, StaffListPager } from './staff/list-pager.tsx';
export { StaffTable, type StaffTableProps } from './staff/staff-table.tsx';
export { ImportIssuesTable, type ImportIssuesTableProps } from './staff/import-issues-table.tsx';
export { UploadReportStatus, type UploadReportStatusProps } from './staff/upload-report-status.tsx';
export {
  TableFileInput,
  tableFileProblem,
  type TableFileInputProps,
  type TableFileMessages,
} from './staff/table-file-input.tsx';
export { DataStatusTable, type DataStatusTableProps } from './staff/data-status-table.tsx';
export { MarkdownEditor, type MarkdownEditorProps } from './staff/markdown-editor.tsx';
export {
  ChangePasswordForm,
  useUpdatePassword,
  type ChangePasswordFormProps,
} from './account/change-password-form.tsx';
export { saveFile, XLSX_TYPE } from './download/save-file.ts';
export { daysLeft, deadlineSoon, nextKeyDate, useKeyDates } from './key-dates/key-dates.ts';
export { NextKeyDate, type NextKeyDateProps } from './key-dates/next-key-date.tsx';
