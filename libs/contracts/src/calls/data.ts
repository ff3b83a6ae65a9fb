/**
 * The admission data: 选科查询, score lines, the 一分一段 table (renamed from /api/rank/* to /api/rankTable/*),
 * and the admission search and its export. The back office's data imports are in imports.ts.
 */
import { defineCall } from '../call.ts';
import {
  admissionExportQuery,
  admissionSearchData,
  admissionSearchQuery,
  rankByRankData,
  rankByRankQuery,
  rankEntrySchema,
  rankEquivalentData,
  rankEquivalentQuery,
  rankLookupQuery,
  rankTableData,
  rankTableQuery,
  scoreLineListData,
  scoreLineListQuery,
} from '../schemas/admissions.ts';
import { electivesData, electivesQuery } from '../schemas/electives.ts';
import { fileDownloadSchema } from '../schemas/imports.ts';

export const dataCalls = {
  searchByElectives: defineCall({
    method: 'GET',
    path: '/api/admissionPlan/electives',
    access: 'public',
    summary: '选科查询：某一选科组合可报与不可报的院校专业组（按招生计划的选科要求）',
    query: electivesQuery,
    response: electivesData,
  }),
  listScoreLines: defineCall({
    method: 'GET',
    path: '/api/scoreLine/list',
    access: 'public',
    summary: '批次线与控制线',
    query: scoreLineListQuery,
    response: scoreLineListData,
  }),
  lookupRank: defineCall({
    method: 'GET',
    path: '/api/rankTable/lookup',
    access: 'public',
    summary: '一分一段：分数 → 同分人数、累计人数与位次区间',
    query: rankLookupQuery,
    response: rankEntrySchema,
  }),
  rankByRank: defineCall({
    method: 'GET',
    path: '/api/rankTable/byRank',
    access: 'public',
    summary: '一分一段：位次 → 该位次考生的分数',
    query: rankByRankQuery,
    response: rankByRankData,
  }),
  equivalentScores: defineCall({
    method: 'GET',
    path: '/api/rankTable/equivalent',
    access: 'public',
    summary: '等位分：同一位次在其他各年的分数（理科→物理类、文科→历史类）',
    query: rankEquivalentQuery,
    response: rankEquivalentData,
  }),
  getRankTable: defineCall({
    method: 'GET',
    path: '/api/rankTable/table',
    access: 'public',
    summary: '一分一段表',
    query: rankTableQuery,
    response: rankTableData,
  }),
  searchAdmissions: defineCall({
    method: 'GET',
    path: '/api/admission/search',
    access: 'public',
    summary: '大数据查询：历年录取按年份、科类、批次、院校、地区、标签、分数与位次检索',
    query: admissionSearchQuery,
    response: admissionSearchData,
  }),
  exportAdmissions: defineCall({
    method: 'GET',
    path: '/api/admission/export',
    access: 'public',
    summary: '导出大数据查询结果（CSV 或 XLSX，最多 20000 行，超出时截断并注明）',
    query: admissionExportQuery,
    response: fileDownloadSchema,
    download: true,
  }),
} as const;
