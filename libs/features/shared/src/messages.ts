// Interface texts of the pieces several features share (the SMS code button, the keyword box of the lists).
export const sharedMessages = {
  /** Under official rows whose figures a university quoted (批次线 of 2023–2025), after the authority's name. */
  quotedSource: '（2023—2025 年批次线为高校招生网站转引的数字，非考试院原文）',
  convertedRank: {
    /** A rank converted by line difference, not an official one. */
    value: (rank: string) => `${rank}（折算）`,
    range: (low: string, high: string) => `80%区间 ${low}～${high}`,
    /** After the server's note (“… 本科线差折算（375→363），非官方位次”). */
    explain: '。考试院只公布了分数、没有公布位次；折算位次是模拟填报比较时所用的参考，误差较大。',
  },
  sendCode: '获取验证码',
  resendCode: '重新获取',
  resendIn: (seconds: number) => `重新获取(${seconds}s)`,
  sending: '发送中…',
  codeSent: '验证码已发送，请注意查收短信',
  search: '搜索',
  clear: '清除',
  password: {
    description: '修改后，其他设备上的登录将失效。',
    oldPassword: '原密码',
    newPassword: '新密码',
    newPasswordHint: '6-64个字符，不能与原密码相同',
    confirmPassword: '确认新密码',
    submit: '修改密码',
    success: '密码已修改',
    successDetail: '其他设备上的登录已失效',
  },
  captcha: {
    label: '图形验证码',
    placeholder: '请输入图中字符',
    image: '图形验证码',
    refresh: '换一张',
    refreshImage: '看不清？点击图片换一张',
    failed: '图形验证码加载失败，请点击换一张',
  },
  keyDates: {
    next: '下一个填报日程',
    at: (when: string) => `北京时间 ${when}`,
    left: (days: number) => `还有 ${days} 天`,
    reminder: (name: string, days: number) =>
      `${name}还有 ${days} 天：你的志愿表有未保存的修改，请及时保存。`,
  },
} as const;
