/**
 * The college and major catalog: search, detail, charter, offerings and a college's admission history.
 */
import { defineCall } from '../call.ts';
import {
  collegeAdmissionsData,
  collegeAdmissionsQuery,
  collegeCharterData,
  collegeDetailSchema,
  collegeIdQuery,
  collegeMajorsData,
  collegeSearchData,
  collegeSearchQuery,
  majorDetailSchema,
  majorGetQuery,
  majorSearchData,
  majorSearchQuery,
  majorTreeData,
  majorTreeQuery,
} from '../schemas/catalog.ts';
import { collegePlansData } from '../schemas/plans.ts';

export const catalogCalls = {
  searchColleges: defineCall({
    method: 'GET',
    path: '/api/college/search',
    access: 'public',
    summary: '查院校：按校名、拼音、拼音首字母检索，可按省份、城市、层次、性质、标签、类型筛选',
    query: collegeSearchQuery,
    response: collegeSearchData,
  }),
  getCollege: defineCall({
    method: 'GET',
    path: '/api/college/get',
    access: 'public',
    summary: '院校详情',
    query: collegeIdQuery,
    response: collegeDetailSchema,
  }),
  getCollegeCharter: defineCall({
    method: 'GET',
    path: '/api/college/charter',
    access: 'public',
    summary: '院校招生章程',
    query: collegeIdQuery,
    response: collegeCharterData,
  }),
  getCollegePlans: defineCall({
    method: 'GET',
    path: '/api/college/plans',
    access: 'public',
    summary: '院校今年的招生计划（按科类、批次、专业组：计划人数、选科要求、专业、学制、学费）',
    query: collegeIdQuery,
    response: collegePlansData,
  }),
  getCollegeMajors: defineCall({
    method: 'GET',
    path: '/api/college/majors',
    access: 'public',
    summary: '院校开设的专业（数据中出现的）',
    query: collegeIdQuery,
    response: collegeMajorsData,
  }),
  getCollegeAdmissions: defineCall({
    method: 'GET',
    path: '/api/college/admissions',
    access: 'public',
    summary: '院校在本地区的历年录取（按年份、专业组、专业）',
    query: collegeAdmissionsQuery,
    response: collegeAdmissionsData,
  }),
  getMajorTree: defineCall({
    method: 'GET',
    path: '/api/major/tree',
    access: 'public',
    summary: '专业目录树：门类 → 专业类 → 专业',
    query: majorTreeQuery,
    response: majorTreeData,
  }),
  searchMajors: defineCall({
    method: 'GET',
    path: '/api/major/search',
    access: 'public',
    summary: '查专业：按名称、代码、拼音首字母检索',
    query: majorSearchQuery,
    response: majorSearchData,
  }),
  getMajor: defineCall({
    method: 'GET',
    path: '/api/major/get',
    access: 'public',
    summary: '专业详情，含数据中开设该专业的院校',
    query: majorGetQuery,
    response: majorDetailSchema,
  }),
} as const;
