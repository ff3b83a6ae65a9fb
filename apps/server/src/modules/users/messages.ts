// What the account area says about registration, passwords, phones and roles.
export const USER_MESSAGES = {
  phoneRegistered: '该手机号已注册，请直接登录或找回密码',
  phoneUnknown: '该手机号尚未注册',
  oldPasswordWrong: '原密码错误',
  samePhone: '新手机号不能与当前手机号相同',
  phoneTaken: '该手机号已被其他账号使用',
} as const;

/** The name of a student who registered without giving one: 考生 and the phone's last four digits. */
export function defaultUserName(phone: string): string {
  return `考生${phone.slice(-4)}`;
}

/** What 用户管理 says to admins. */
export const ADMIN_USER_MESSAGES = {
  notFound: '用户不存在',
  lastAdmin: '至少需要保留一名未锁定的管理员',
  ownAdminRole: '不能取消自己的管理员角色',
  lockSelf: '不能锁定自己的账号',
  phoneTaken: '该手机号已有账号：请在用户列表中找到它并设置教师角色',
  teacherCreated: (name: string) =>
    `已创建教师账号「${name}」：请告诉对方首次登录时在网站登录框点「忘记密码」，用短信验证码设置密码`,
} as const;
