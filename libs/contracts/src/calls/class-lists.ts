/**
 * All of a student's lists on the class desk (issue 36): every list with its versions, and any version with
 * the comments made on it — the teacher's own class (an admin's: any), a student in it.
 */
import { CLASS_STAFF } from '../access.ts';
import { defineCall } from '../call.ts';
import {
  classStudentListsData,
  classStudentListsQuery,
  classVolunteerVersionData,
  classVolunteerVersionQuery,
} from '../schemas/class-lists.ts';

export const classListCalls = {
  listClassStudentLists: defineCall({
    method: 'GET',
    path: '/api/admin/class/studentLists',
    access: CLASS_STAFF,
    summary: '本班一名学生的全部志愿表（最近保存的在前），每张附历史版本',
    query: classStudentListsQuery,
    response: classStudentListsData,
  }),
  getClassVolunteerVersion: defineCall({
    method: 'GET',
    path: '/api/admin/class/volunteerVersion',
    access: CLASS_STAFF,
    summary: '本班学生志愿表的某个历史版本（只读）及针对该版本的建议',
    query: classVolunteerVersionQuery,
    response: classVolunteerVersionData,
  }),
} as const;
