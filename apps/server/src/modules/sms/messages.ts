// What the SMS area says to people, and the texts of the messages it sends.
import type { SmsPurpose } from '@zhiyuan/contracts';
import { formatWait } from '../../lib/time.ts';

export const SMS_MESSAGES = {
  codeExpired: '短信验证码已失效，请重新获取',
  codeSpent: '短信验证码错误次数过多，请重新获取',
  deliveryFailed: '短信发送失败，请稍后重试',
} as const;

const PURPOSE_LABEL: Record<SmsPurpose, string> = {
  register: '注册',
  reset: '找回密码',
  bind: '绑定手机号',
};

export function codeWrongMessage(attemptsLeft: number): string {
  return `短信验证码错误，还可尝试${attemptsLeft}次`;
}

export function cooldownMessage(waitMs: number): string {
  return `验证码发送过于频繁，请${formatWait(waitMs)}后再试`;
}

export function dailyCapMessage(waitMs: number): string {
  return `该手机号获取验证码次数已达今日上限，请${formatWait(waitMs)}后再试`;
}

export function accountDailyCapMessage(waitMs: number): string {
  return `您的账号获取绑定验证码次数已达今日上限，请${formatWait(waitMs)}后再试`;
}

/** The SMS text: signature, purpose, code, validity, and a warning not to pass it on. */
export function smsText(signature: string, purpose: SmsPurpose, code: string, validMinutes: number): string {
  return `【${signature}】您的${PURPOSE_LABEL[purpose]}验证码是${code}，${validMinutes}分钟内有效。请勿将验证码告诉他人。`;
}
