/**
 * Classes (issue 14): the back office's 班级 (班主任 their own classes, admins every class) and the student's
 * side in the personal centre (join with the code, see the class, leave).
 */
import * as z from 'zod';
import { ADMIN_ONLY, CLASS_STAFF } from '../access.ts';
import { defineCall, noData } from '../call.ts';
import {
  classDeskData,
  classIdBody,
  classIdQuery,
  classListData,
  classSummarySchema,
  classTeachersData,
  classVolunteerQuery,
  joinClassBody,
  myClassData,
  removeClassStudentBody,
  saveClassBody,
} from '../schemas/classes.ts';
import { volunteerTableSchema, volunteerVersionsData } from '../schemas/volunteers.ts';

export const classCalls = {
  listClasses: defineCall({
    method: 'GET',
    path: '/api/admin/class/list',
    access: CLASS_STAFF,
    summary: '班级列表：班主任看到自己的班级，管理员看到全部；含加入码和学生人数',
    response: classListData,
  }),
  saveClass: defineCall({
    method: 'POST',
    path: '/api/admin/class/save',
    access: CLASS_STAFF,
    summary: '新建或修改班级（名称、毕业年份）；管理员可指定班主任，新班级自动生成加入码',
    body: saveClassBody,
    response: classSummarySchema,
  }),
  regenerateClassCode: defineCall({
    method: 'POST',
    path: '/api/admin/class/regenerateCode',
    access: CLASS_STAFF,
    summary: '重新生成班级加入码（旧码立即失效，已加入的学生不受影响）',
    body: classIdBody,
    response: classSummarySchema,
  }),
  listClassTeachers: defineCall({
    method: 'GET',
    path: '/api/admin/class/teachers',
    access: ADMIN_ONLY,
    summary: '可担任班主任的教师（管理员指定班主任时选择）',
    response: classTeachersData,
  }),
  getClassDesk: defineCall({
    method: 'GET',
    path: '/api/admin/class/desk',
    access: CLASS_STAFF,
    summary: '班级工作台：每名学生的成绩、最近保存的志愿表及其检查结果，需要帮助的在前',
    query: classIdQuery,
    response: classDeskData,
  }),
  removeClassStudent: defineCall({
    method: 'POST',
    path: '/api/admin/class/removeStudent',
    access: CLASS_STAFF,
    summary: '将学生移出班级（学生的志愿表和资料不受影响）',
    body: removeClassStudentBody,
    response: noData,
  }),
  getClassVolunteerTable: defineCall({
    method: 'GET',
    path: '/api/admin/class/volunteer',
    access: CLASS_STAFF,
    summary: '查看本班学生的志愿表（只读）及其历史版本',
    query: classVolunteerQuery,
    response: z.object({ table: volunteerTableSchema, versions: volunteerVersionsData }),
  }),
  getMyClass: defineCall({
    method: 'GET',
    path: '/api/class/mine',
    access: 'user',
    summary: '我的班级（未加入时为 null）',
    response: myClassData,
  }),
  joinClass: defineCall({
    method: 'POST',
    path: '/api/class/join',
    access: 'user',
    summary: '用班主任给的加入码加入班级（同一时间只能在一个班级；已在其他班级时先退出原班级）',
    body: joinClassBody,
    response: myClassData,
  }),
  leaveClass: defineCall({
    method: 'POST',
    path: '/api/class/leave',
    access: 'user',
    summary: '退出班级（志愿表和资料不受影响）',
    response: noData,
  }),
} as const;
