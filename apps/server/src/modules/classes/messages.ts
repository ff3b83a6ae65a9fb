// The classes module's messages (Chinese, shown as they are).
import { ACTIVE_SHARES_PER_LIST_MAX, COMMENTS_PER_LIST_MAX } from '@zhiyuan/contracts';

export const CLASS_MESSAGES = {
  notFound: '班级不存在',
  studentNotInClass: '该学生不在本班',
  codeUnknown: '加入码不正确，请向班主任确认',
  tooManyGuesses: (minutes: number) => `加入码错误次数过多，请${minutes}分钟后再试`,
  studentsOnly: '只有学生账号可以加入班级',
  notInClass: '你还没有加入班级',
  teacherOnlyAdmin: '只有管理员可以指定班主任',
  teacherUnknown: '请选择一位教师作为班主任',
  saved: '班级已保存',
  codeRegenerated: '已生成新的加入码，旧加入码已失效',
  removed: '已将学生移出班级',
  joined: (name: string) => `已加入${name}`,
  left: '已退出班级',
  wholeList: '整张志愿表',
  positionUnknown: (count: number) => `志愿序号应在1到${count}之间`,
  commented: '建议已发送，学生在网站上可以看到',
  commentUnknown: '建议不存在',
  commentDone: '已标记为已处理',
  commentReopened: '已标记为未处理',
  shared: (days: number) => `已生成分享链接，${days}天内有效`,
  shareUnknown: '分享链接无效、已过期或已被撤销',
  shareRevoked: '分享链接已撤销，立即失效',
  commentsFull: `这张志愿表的建议已达上限（${COMMENTS_PER_LIST_MAX}条），不能再添加`,
  sharesFull: `这张志愿表的有效分享链接已达上限（${ACTIVE_SHARES_PER_LIST_MAX}个），请先撤销不再使用的链接`,
} as const;
