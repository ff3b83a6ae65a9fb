// The classes module's messages (Chinese, shown as they are).
export const CLASS_MESSAGES = {
  notFound: '班级不存在',
  studentNotInClass: '该学生不在本班',
  codeUnknown: '加入码不正确，请向班主任确认',
  studentsOnly: '只有学生账号可以加入班级',
  notInClass: '你还没有加入班级',
  teacherOnlyAdmin: '只有管理员可以指定班主任',
  teacherUnknown: '请选择一位教师作为班主任',
  saved: '班级已保存',
  codeRegenerated: '已生成新的加入码，旧加入码已失效',
  removed: '已将学生移出班级',
  joined: (name: string) => `已加入${name}`,
  left: '已退出班级',
} as const;
