/**
 * The student's own data: the profile and exam results, the high-school list it picks from (and staff's
 * editing of it), and the favourites.
 */
import { STAFF } from '../access.ts';
import { defineCall, noData } from '../call.ts';
import { highSchoolInputSchema, highSchoolSchema, highSchoolsData } from '../schemas/content.ts';
import {
  favouriteSchema,
  favouritesData,
  favouritesQuery,
  favouriteTargetSchema,
} from '../schemas/favourites.ts';
import { studentInfoData, studentInfoSchema, studentScoresSchema } from '../schemas/student.ts';

export const studentCalls = {
  getStudentInfo: defineCall({
    method: 'GET',
    path: '/api/studentInfo/getStudentInfo',
    access: 'user',
    summary: '获取考生信息（未填写时为 null）',
    response: studentInfoData,
  }),
  updateStudentInfo: defineCall({
    method: 'POST',
    path: '/api/studentInfo/update',
    access: 'user',
    summary: '保存考生信息',
    body: studentInfoSchema,
    response: studentInfoSchema,
  }),
  getStudentScore: defineCall({
    method: 'GET',
    path: '/api/studentScore/get',
    access: 'user',
    summary: '获取考生成绩列表',
    response: studentScoresSchema,
  }),
  updateStudentScore: defineCall({
    method: 'POST',
    path: '/api/studentScore/update',
    access: 'user',
    summary: '保存考生成绩列表（整体替换）',
    body: studentScoresSchema,
    response: studentScoresSchema,
  }),
  getHighSchools: defineCall({
    method: 'GET',
    path: '/api/highSchool/getHighSchools',
    access: 'public',
    summary: '本地区高中列表',
    response: highSchoolsData,
  }),
  saveHighSchool: defineCall({
    method: 'POST',
    path: '/api/highSchool/save',
    access: STAFF,
    summary: '新增或修改高中（教职工）',
    body: highSchoolInputSchema,
    response: highSchoolSchema,
  }),
  collectWeb: defineCall({
    method: 'POST',
    path: '/api/userCollections/collectWeb',
    access: 'user',
    summary: '添加收藏（重复添加不报错）',
    body: favouriteTargetSchema,
    response: favouriteSchema,
  }),
  listCollections: defineCall({
    method: 'GET',
    path: '/api/userCollections/list',
    access: 'user',
    summary: '我的收藏列表（新的在前）',
    query: favouritesQuery,
    response: favouritesData,
  }),
  removeCollection: defineCall({
    method: 'POST',
    path: '/api/userCollections/remove',
    access: 'user',
    summary: '取消收藏',
    body: favouriteTargetSchema,
    response: noData,
  }),
} as const;
