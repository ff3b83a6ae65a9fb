/**
 * The back office's own pages: 控制台 (all staff), 站点设置 (admins only) and 填报日程 (editors and admins; the
 * site reads the dates with `listKeyDates`, one of the site's content calls).
 */
import { ADMIN_ONLY, CONTENT_STAFF, STAFF } from '../access.ts';
import { defineCall, noData } from '../call.ts';
import { siteSettingsData, siteSettingsSchema } from '../schemas/admin-site.ts';
import { dashboardData } from '../schemas/dashboard.ts';
import { keyDateIdBody, keyDateSchema, saveKeyDateBody } from '../schemas/key-dates.ts';

export const adminOfficeCalls = {
  getDashboard: defineCall({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: STAFF,
    summary: '控制台：注册学生数、本周保存的志愿表、今日登录，各年数据是示例还是正式及最近导入',
    response: dashboardData,
  }),
  getSiteSettings: defineCall({
    method: 'GET',
    path: '/api/admin/site/get',
    access: ADMIN_ONLY,
    summary: '站点设置：当前保存的值与默认值',
    response: siteSettingsData,
  }),
  saveSiteSettings: defineCall({
    method: 'POST',
    path: '/api/admin/site/save',
    access: ADMIN_ONLY,
    summary: '保存站点设置（学校名称、网站标题、联系方式、二维码、版权、备案号、导航链接），立即生效',
    body: siteSettingsSchema,
    response: siteSettingsData,
  }),
  saveKeyDate: defineCall({
    method: 'POST',
    path: '/api/admin/keyDates/save',
    access: CONTENT_STAFF,
    summary: '新增或修改填报日程中的一个日期（北京时间）',
    body: saveKeyDateBody,
    response: keyDateSchema,
  }),
  removeKeyDate: defineCall({
    method: 'POST',
    path: '/api/admin/keyDates/remove',
    access: CONTENT_STAFF,
    summary: '删除填报日程中的一个日期',
    body: keyDateIdBody,
    response: noData,
  }),
} as const;
