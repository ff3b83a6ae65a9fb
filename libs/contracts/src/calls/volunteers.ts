/**
 * 模拟填报 and the volunteer tables: recommendations, the check of a list, and a user's saved lists with
 * their versions.
 */
import { defineCall, noData } from '../call.ts';
import { recommendBody, recommendData } from '../schemas/simulate.ts';
import {
  volunteerCheckBody,
  volunteerCheckData,
  volunteerIdQuery,
  volunteerListData,
  volunteerListQuery,
  volunteerRemoveBody,
  volunteerRestoreBody,
  volunteerSaveBody,
  volunteerTableSchema,
  volunteerVersionQuery,
  volunteerVersionSchema,
  volunteerVersionsData,
} from '../schemas/volunteers.ts';

export const volunteerCalls = {
  simulateRecommend: defineCall({
    method: 'POST',
    path: '/api/simulate/recommend',
    access: 'public',
    summary: '模拟填报推荐：考生位次与等位分，按冲、稳、保给出院校（专业组）及录取可能性、理由和风险提示',
    body: recommendBody,
    response: recommendData,
  }),
  checkVolunteerTable: defineCall({
    method: 'POST',
    path: '/api/volunteer/check',
    access: 'public',
    summary: '检查志愿表（不保存）：批次限制、重复、选科、冲稳保搭配与顺序',
    body: volunteerCheckBody,
    response: volunteerCheckData,
  }),
  listVolunteerTables: defineCall({
    method: 'GET',
    path: '/api/volunteer/list',
    access: 'user',
    summary: '我的志愿表（deleted=true 时为已删除的），最近修改的在前',
    query: volunteerListQuery,
    response: volunteerListData,
  }),
  getVolunteerTable: defineCall({
    method: 'GET',
    path: '/api/volunteer/get',
    access: 'user',
    summary: '志愿表详情（仅本人），含每个志愿的录取可能性和检查结果',
    query: volunteerIdQuery,
    response: volunteerTableSchema,
  }),
  saveVolunteerTable: defineCall({
    method: 'POST',
    path: '/api/volunteer/save',
    access: 'user',
    summary: '新建或保存志愿表（修改时须带当前版本号；每次保存都保留一个版本）',
    body: volunteerSaveBody,
    response: volunteerTableSchema,
  }),
  removeVolunteerTable: defineCall({
    method: 'POST',
    path: '/api/volunteer/remove',
    access: 'user',
    summary: '删除志愿表（移入已删除列表，各版本仍保留，可恢复）',
    body: volunteerRemoveBody,
    response: noData,
  }),
  listVolunteerVersions: defineCall({
    method: 'GET',
    path: '/api/volunteer/versions',
    access: 'user',
    summary: '志愿表的历史版本列表（新的在前）',
    query: volunteerIdQuery,
    response: volunteerVersionsData,
  }),
  getVolunteerVersion: defineCall({
    method: 'GET',
    path: '/api/volunteer/version',
    access: 'user',
    summary: '志愿表某个历史版本的内容',
    query: volunteerVersionQuery,
    response: volunteerVersionSchema,
  }),
  restoreVolunteerVersion: defineCall({
    method: 'POST',
    path: '/api/volunteer/restore',
    access: 'user',
    summary: '恢复志愿表的某个历史版本（作为新版本保存；已删除的志愿表随之恢复）',
    body: volunteerRestoreBody,
    response: volunteerTableSchema,
  }),
} as const;
