/**
 * A 班主任's files from the school (issue 36): the class roster and the class's exam results, uploaded to the
 * teacher's own class (an admin's to any) with a dry run, a row report and all-or-nothing writing.
 */
import { CLASS_STAFF } from '../access.ts';
import { defineCall } from '../call.ts';
import {
  CLASS_FILE_MAX_BYTES,
  classRosterImportQuery,
  classRosterReportSchema,
  classScoresImportQuery,
  classScoresReportSchema,
} from '../schemas/class-files.ts';

export const classFileCalls = {
  importClassRoster: defineCall({
    method: 'POST',
    path: '/api/admin/class/importRoster',
    access: CLASS_STAFF,
    summary:
      '导入班级名单（姓名、手机号）：新手机号建账号并加入本班，学生首次登录时用短信验证码设置密码；先校验全部行，有错则不写入',
    query: classRosterImportQuery,
    response: classRosterReportSchema,
    upload: { field: 'file', maxBytes: CLASS_FILE_MAX_BYTES },
  }),
  importClassScores: defineCall({
    method: 'POST',
    path: '/api/admin/class/importScores',
    access: CLASS_STAFF,
    summary: '导入本班考试成绩（考号或姓名、总分、位次）：先校验全部行，有错则不写入；工作台和导出使用',
    query: classScoresImportQuery,
    response: classScoresReportSchema,
    upload: { field: 'file', maxBytes: CLASS_FILE_MAX_BYTES },
  }),
} as const;
