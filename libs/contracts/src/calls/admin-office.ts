/**
 * The back office's own pages: 控制台 (all staff) and 站点设置 (admins only).
 */
import { ADMIN_ONLY, STAFF } from '../access.ts';
import { defineCall } from '../call.ts';
import { siteSettingsData, siteSettingsSchema } from '../schemas/admin-site.ts';
import { dashboardData } from '../schemas/dashboard.ts';

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
} as const;
