// Interface texts of the pieces several features share (the SMS code button, the load states).
export const sharedMessages = {
  sendCode: '获取验证码',
  resendCode: '重新获取',
  resendIn: (seconds: number) => `重新获取(${seconds}s)`,
  sending: '发送中…',
  codeSent: '验证码已发送，请注意查收短信',
  loading: '加载中…',
  loadFailed: '加载失败',
  retry: '重试',
} as const;
