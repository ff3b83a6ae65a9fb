/**
 * The registry of API calls: every call of the original site at its exact path (spec §7) plus the ones the
 * rebuild adds (public key, role switch, favourites list and removal, high-school editing for staff, the SMS
 * outbox for admins). The server registers one route per
 * entry; `createApi` in @zhiyuan/domain makes one function per entry.
 */
import * as z from 'zod';
import { defineCall } from './call.ts';
import {
  bindPhoneBody,
  bindPhoneParams,
  checkLoginData,
  imageCodeData,
  loginBody,
  loginData,
  publicKeyData,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeData,
  switchRoleBody,
  updatePasswordBody,
  userInfoData,
} from './schemas/account.ts';
import { smsOutboxData, smsOutboxQuery } from './schemas/admin.ts';
import { carouselData, highSchoolInputSchema, highSchoolSchema, highSchoolsData } from './schemas/content.ts';
import {
  favouriteSchema,
  favouriteTargetSchema,
  favouritesData,
  favouritesQuery,
} from './schemas/favourites.ts';
import { studentInfoData, studentInfoSchema, studentScoresSchema } from './schemas/student.ts';

/** `data` of calls that answer with nothing but the code and message. */
export const noData = z.void();

/** Every API call, by the name the browser's api functions use. */
export const apiCalls = {
  getPublicKey: defineCall({
    method: 'GET',
    path: '/api/user/publicKey',
    access: 'public',
    summary: '获取加密密码用的 RSA 公钥',
    response: publicKeyData,
  }),
  getImageCode: defineCall({
    method: 'GET',
    path: '/api/user/getImageCode',
    access: 'public',
    summary: '获取图形验证码',
    response: imageCodeData,
  }),
  registerSendPhoneCode: defineCall({
    method: 'POST',
    path: '/api/user/registerSendPhoneCode',
    access: 'public',
    summary: '发送注册短信验证码',
    body: sendCodeBody,
    response: sendCodeData,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/user/register',
    access: 'public',
    summary: '注册',
    body: registerBody,
    response: noData,
  }),
  resetPasswordSendCode: defineCall({
    method: 'POST',
    path: '/api/user/resetPasswordSendCode',
    access: 'public',
    summary: '发送找回密码短信验证码',
    body: sendCodeBody,
    response: sendCodeData,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/user/resetPassword',
    access: 'public',
    summary: '通过短信验证码重设密码',
    body: resetPasswordBody,
    response: noData,
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/user/login',
    access: 'public',
    summary: '手机号和密码登录（clientType 2 为后台，仅限教职工）',
    body: loginBody,
    response: loginData,
  }),
  checkLogin: defineCall({
    method: 'GET',
    path: '/api/user/checkLogin',
    access: 'public',
    summary: '检查当前令牌是否仍然有效',
    response: checkLoginData,
  }),
  loginOut: defineCall({
    method: 'GET',
    path: '/api/user/loginOut',
    access: 'public',
    summary: '退出登录（在服务器上注销当前会话）',
    response: noData,
  }),
  getUserInfo: defineCall({
    method: 'GET',
    path: '/api/user/getUserInfo',
    access: 'user',
    summary: '获取当前用户信息',
    // Optional because the original treated a success without data as an expired login
    // (登录状态已过期，请重新登录！); the server always sends it, the client keeps the check.
    response: userInfoData.optional(),
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: '/api/user/updatePassword',
    access: 'user',
    summary: '修改密码（新旧密码均加密传输）',
    body: updatePasswordBody,
    response: noData,
  }),
  sendBindPhoneCode: defineCall({
    method: 'GET',
    path: '/api/user/code/bind-phone/:phone',
    access: 'user',
    summary: '向新手机号发送绑定验证码',
    params: bindPhoneParams,
    response: sendCodeData,
  }),
  bindPhone: defineCall({
    method: 'POST',
    path: '/api/user/code/bind-phone',
    access: 'user',
    summary: '绑定新手机号',
    body: bindPhoneBody,
    response: noData,
  }),
  switchRole: defineCall({
    method: 'POST',
    path: '/api/user/switchRole',
    access: 'user',
    summary: '切换当前角色（服务器检查用户拥有该角色），返回切换后的用户信息',
    body: switchRoleBody,
    response: userInfoData,
  }),
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
    access: 'staff',
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
  getScrollImages: defineCall({
    method: 'GET',
    path: '/api/scrollSetting/getScrollImages',
    access: 'public',
    summary: '首页轮播图（已启用的，按顺序）',
    response: carouselData,
  }),
  getSmsOutbox: defineCall({
    method: 'GET',
    path: '/api/admin/smsOutbox',
    access: 'admin',
    summary: '短信发件箱（outbox 驱动保存的短信，新的在前；管理员）',
    query: smsOutboxQuery,
    response: smsOutboxData,
  }),
} as const;

/** The name of a call in {@link apiCalls}. */
export type ApiCallName = keyof typeof apiCalls;
/** The registry's type. */
export type ApiCalls = typeof apiCalls;
