/**
 * The back office's data imports (数据导入): the kinds and their templates, the upload (checked as a whole
 * before anything is written), the history and the undo of the last import of a kind; and the imported 批次线
 * themselves, listed and corrected one by one (admins, as the imports).
 */
import { ADMIN_ONLY } from '../access.ts';
import { defineCall } from '../call.ts';
import {
  fileDownloadSchema,
  IMPORT_MAX_BYTES,
  importKindsData,
  importReportSchema,
  importTemplateQuery,
  importUploadQuery,
} from '../schemas/imports.ts';
import {
  adminScoreLineListData,
  adminScoreLineListQuery,
  adminScoreLineSchema,
  updateScoreLineBody,
} from '../schemas/admin-score-lines.ts';
import {
  importHistoryData,
  importHistoryQuery,
  importUndoBody,
  importUndoData,
} from '../schemas/import-history.ts';

export const importCalls = {
  listAdminScoreLines: defineCall({
    method: 'GET',
    path: '/api/admin/scoreLine/list',
    access: ADMIN_ONLY,
    summary: '批次线管理：某年的批次线、控制线（含艺术类、体育类、对口招生的文化课和专业课分数）及来源',
    query: adminScoreLineListQuery,
    response: adminScoreLineListData,
  }),
  updateScoreLine: defineCall({
    method: 'POST',
    path: '/api/admin/scoreLine/update',
    access: ADMIN_ONLY,
    summary: '批次线管理：更正一条线的分数（文化课）和专业课分数',
    body: updateScoreLineBody,
    response: adminScoreLineSchema,
  }),
  listImportKinds: defineCall({
    method: 'GET',
    path: '/api/import/kinds',
    access: 'public',
    summary: '可导入的数据类型及其模板列',
    response: importKindsData,
  }),
  downloadImportTemplate: defineCall({
    method: 'GET',
    path: '/api/import/template',
    access: 'public',
    summary: '下载导入模板（CSV 或 XLSX 文件）',
    query: importTemplateQuery,
    response: fileDownloadSchema,
    download: true,
  }),
  uploadImport: defineCall({
    method: 'POST',
    path: '/api/import/upload',
    access: ADMIN_ONLY,
    summary: '上传并导入数据文件（先校验全部行，有错则不写入）',
    query: importUploadQuery,
    response: importReportSchema,
    upload: { field: 'file', maxBytes: IMPORT_MAX_BYTES },
  }),
  listImportRuns: defineCall({
    method: 'GET',
    path: '/api/admin/import/history',
    access: ADMIN_ONLY,
    summary: '导入记录：谁在何时导入了哪个文件、哪类数据、写入多少行',
    query: importHistoryQuery,
    response: importHistoryData,
  }),
  undoImport: defineCall({
    method: 'POST',
    path: '/api/admin/import/undo',
    access: ADMIN_ONLY,
    summary: '撤销某类数据的最近一次导入（恢复导入前该年份、省份、科类的数据）',
    body: importUndoBody,
    response: importUndoData,
  }),
} as const;
