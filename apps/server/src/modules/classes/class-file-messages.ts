// What the class roster and class scores imports say (Chinese, shown as they are).
export const CLASS_FILE_MESSAGES = {
  fileRequired: '请选择要上传的文件',
  rosterTooLong: (max: number, rows: number) => `名单最多 ${max} 行（一个班级），这个文件有 ${rows} 行`,
  rosterPhoneJustTaken: (line: number) => `第 ${line} 行的手机号刚刚注册了账号，未写入任何数据，请重新导入`,
  scoreNoStudent: (what: string) => `本班没有${what}的学生`,
  scoreNameAmbiguous: (name: string, n: number) => `本班有 ${n} 名学生叫“${name}”，请填写考号`,
  scoreStudentTwice: (line: number) => `与第 ${line} 行是同一名学生`,
} as const;
