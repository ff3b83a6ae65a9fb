/**
 * The account calls: the public key and captcha, registration and password reset by SMS code, login and
 * logout, user info, password change, phone binding, the role switch, and the admins' SMS outbox.
 */
import { ADMIN_ONLY } from '../access.ts';
import { defineCall, noData } from '../call.ts';
import {
  bindPhoneBody,
  bindPhoneCodeQuery,
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
} from '../schemas/account.ts';
import { smsOutboxData, smsOutboxQuery } from '../schemas/admin.ts';

export const accountCalls = {
  getPublicKey: defineCall({
    method: 'GET',
    path: '/api/user/publicKey',
    access: 'public',
    personal: true,
    summary: '获取加密密码用的 RSA 公钥',
    response: publicKeyData,
  }),
  getImageCode: defineCall({
    method: 'GET',
    path: '/api/user/getImageCode',
    access: 'public',
    personal: true,
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
    personal: true,
    summary: '检查当前令牌是否仍然有效',
    response: checkLoginData,
  }),
  loginOut: defineCall({
    method: 'GET',
    path: '/api/user/loginOut',
    access: 'public',
    personal: true,
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
    summary: '向新手机号发送绑定验证码（需图形验证码，放在查询参数中）',
    params: bindPhoneParams,
    query: bindPhoneCodeQuery,
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
  getSmsOutbox: defineCall({
    method: 'GET',
    path: '/api/admin/smsOutbox',
    access: ADMIN_ONLY,
    summary: '短信发件箱（outbox 驱动保存的短信，新的在前；管理员）',
    query: smsOutboxQuery,
    response: smsOutboxData,
  }),
} as const;
