// What the account area says to people, in one place.
export const AUTH_MESSAGES = {
  notLoggedIn: '请先登录',
  sessionExpired: '登录状态已过期，请重新登录',
  forbidden: '没有权限执行此操作',
  wrongCredentials: '手机号或密码错误',
  staffOnly: '该账号没有后台管理权限',
  captchaRequired: '登录失败次数较多，请输入图形验证码',
  captchaWrong: '图形验证码错误或已失效，请刷新后重试',
  roleNotHeld: '您没有该角色',
  adminClientStaffOnly: '后台只能切换到教职工角色',
  passwordNonceReplayed: '该加密密码已使用过，请重新提交',
  passwordNonceExpired: '密码加密已过期，请重新提交',
  passwordPageOutdated: '页面版本已过期，请刷新页面后重试',
  accountLocked: '该账号已被锁定，请联系管理员',
  mustChangePassword: '管理员已重置您的密码，请先修改密码',
} as const;

/** The lock message: until when (China Standard Time), so the student knows when to come back. */
export function lockedMessage(until: string): string {
  return `登录失败次数过多，账号已锁定至 ${until}（北京时间），请稍后再试`;
}
