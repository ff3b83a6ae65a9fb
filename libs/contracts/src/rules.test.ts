import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import {
  captchaCodeSchema,
  captchaIdSchema,
  encryptedPasswordSchema,
  examNumberSchema,
  isoDateSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
} from './rules.ts';

/** The messages of the issues a value raises, in order ([] when it passes). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('phoneSchema', () => {
  it('requires a phone, with one message for empty, blank and missing input', () => {
    expect(messages(phoneSchema, '')).toEqual([M.phoneRequired]);
    expect(messages(phoneSchema, '   ')).toEqual([M.phoneRequired]);
    expect(messages(phoneSchema, undefined)).toEqual([M.phoneRequired]);
    expect(M.phoneRequired).toBe('请输入手机号码');
  });

  it('accepts an 11-digit mainland mobile number and trims it', () => {
    expect(phoneSchema.parse(' 13800138000 ')).toBe('13800138000');
    expect(phoneSchema.parse('19912345678')).toBe('19912345678');
  });

  it('rejects other numbers with 请输入正确的手机号码', () => {
    for (const bad of [
      '1380013800',
      '138001380001',
      '12800138000',
      '23800138000',
      '1380013800a',
      '+8613800138000',
    ]) {
      expect(messages(phoneSchema, bad), bad).toEqual([M.phoneInvalid]);
    }
    expect(M.phoneInvalid).toBe('请输入正确的手机号码');
  });
});

describe('passwordSchema', () => {
  it('requires a password (请输入密码) and reports only that for empty input', () => {
    expect(messages(passwordSchema, '')).toEqual(['请输入密码']);
    expect(messages(passwordSchema, undefined)).toEqual(['请输入密码']);
  });

  it('accepts 6 to 64 characters as typed, spaces included', () => {
    expect(passwordSchema.parse('abcdef')).toBe('abcdef');
    expect(passwordSchema.parse(' pass word ')).toBe(' pass word ');
    expect(passwordSchema.parse('x'.repeat(64))).toHaveLength(64);
  });

  it('rejects 5 and 65 characters with 密码长度介于6-64之间', () => {
    expect(messages(passwordSchema, 'abcde')).toEqual(['密码长度介于6-64之间']);
    expect(messages(passwordSchema, 'x'.repeat(65))).toEqual(['密码长度介于6-64之间']);
  });
});

describe('encryptedPasswordSchema', () => {
  it('accepts base64 text', () => {
    const cipher = Buffer.from('x'.repeat(256)).toString('base64');
    expect(encryptedPasswordSchema.parse(cipher)).toBe(cipher);
  });

  it('requires a value and rejects text that is not base64 or is too long', () => {
    expect(messages(encryptedPasswordSchema, '')).toEqual([M.passwordRequired]);
    expect(messages(encryptedPasswordSchema, 'plain password!')).toEqual([M.encryptedPasswordInvalid]);
    expect(messages(encryptedPasswordSchema, 'A'.repeat(1025))).toEqual([M.encryptedPasswordInvalid]);
  });
});

describe('smsCodeSchema', () => {
  it('accepts six digits, trimmed', () => {
    expect(smsCodeSchema.parse(' 012345 ')).toBe('012345');
  });

  it('requires a code and rejects anything but six digits', () => {
    expect(messages(smsCodeSchema, '')).toEqual([M.smsCodeRequired]);
    expect(M.smsCodeRequired).toBe('请输入短信验证码');
    for (const bad of ['12345', '1234567', '12a456']) {
      expect(messages(smsCodeSchema, bad), bad).toEqual([M.smsCodeInvalid]);
    }
  });
});

describe('captcha rules', () => {
  it('requires a captcha id', () => {
    expect(messages(captchaIdSchema, '')).toEqual([M.captchaIdRequired]);
    expect(captchaIdSchema.parse('c-1')).toBe('c-1');
  });

  it('accepts 4 to 6 letters or digits and rejects others', () => {
    expect(captchaCodeSchema.parse(' aB3d ')).toBe('aB3d');
    expect(messages(captchaCodeSchema, '')).toEqual([M.captchaCodeRequired]);
    expect(messages(captchaCodeSchema, 'ab3')).toEqual([M.captchaCodeInvalid]);
    expect(messages(captchaCodeSchema, 'ab-3d')).toEqual([M.captchaCodeInvalid]);
  });
});

describe('nameSchema', () => {
  it('trims, requires and bounds a name', () => {
    expect(nameSchema.parse(' 张三 ')).toBe('张三');
    expect(messages(nameSchema, '  ')).toEqual([M.nameRequired]);
    expect(messages(nameSchema, '张'.repeat(21))).toEqual([M.nameTooLong]);
  });
});

describe('examNumberSchema and isoDateSchema', () => {
  it('accepts 6 to 20 letters or digits as an exam number', () => {
    expect(examNumberSchema.parse('25150102123456')).toBe('25150102123456');
    expect(messages(examNumberSchema, '12345')).toEqual([M.examNumberInvalid]);
  });

  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isoDateSchema.parse('2025-06-07')).toBe('2025-06-07');
    expect(messages(isoDateSchema, '2025-02-30')).toEqual([M.examDateInvalid]);
    expect(messages(isoDateSchema, '2025/06/07')).toEqual([M.examDateInvalid]);
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
  });
});
