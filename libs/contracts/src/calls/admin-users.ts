/**
 * 用户管理 (admins only): search, view, roles, lock, a temporary password, and signing out every session.
 */
import { ADMIN_ONLY } from '../access.ts';
import { defineCall, noData } from '../call.ts';
import {
  adminResetPasswordBody,
  adminUserIdQuery,
  adminUserListData,
  adminUserListQuery,
  adminUserSchema,
  createTeacherBody,
  lockUserBody,
  setUserRolesBody,
  signOutAllData,
  userIdBody,
} from '../schemas/admin-users.ts';

export const adminUserCalls = {
  listUsers: defineCall({
    method: 'GET',
    path: '/api/admin/user/list',
    access: ADMIN_ONLY,
    summary: '用户列表：按手机号或姓名检索，可按角色、锁定状态筛选',
    query: adminUserListQuery,
    response: adminUserListData,
  }),
  getUser: defineCall({
    method: 'GET',
    path: '/api/admin/user/get',
    access: ADMIN_ONLY,
    summary: '查看用户',
    query: adminUserIdQuery,
    response: adminUserSchema,
  }),
  setUserRoles: defineCall({
    method: 'POST',
    path: '/api/admin/user/setRoles',
    access: ADMIN_ONLY,
    summary: '设置用户角色（不能取消自己的管理员角色，也不能取消最后一名管理员）',
    body: setUserRolesBody,
    response: adminUserSchema,
  }),
  lockUser: defineCall({
    method: 'POST',
    path: '/api/admin/user/lock',
    access: ADMIN_ONLY,
    summary: '锁定或解锁用户（锁定即注销其全部会话；不能锁定自己或最后一名管理员）',
    body: lockUserBody,
    response: adminUserSchema,
  }),
  resetUserPassword: defineCall({
    method: 'POST',
    path: '/api/admin/user/resetPassword',
    access: ADMIN_ONLY,
    summary: '重置用户密码为管理员输入的临时密码（加密传输），用户下次登录须先修改密码',
    body: adminResetPasswordBody,
    response: noData,
  }),
  signOutUser: defineCall({
    method: 'POST',
    path: '/api/admin/user/signOutAll',
    access: ADMIN_ONLY,
    summary: '注销用户的全部会话',
    body: userIdBody,
    response: signOutAllData,
  }),
  createTeacher: defineCall({
    method: 'POST',
    path: '/api/admin/user/createTeacher',
    access: ADMIN_ONLY,
    summary: '创建教师账号（姓名、手机号；不设密码，教师首次登录时用短信验证码设置密码）',
    body: createTeacherBody,
    response: adminUserSchema,
  }),
} as const;
