import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  loginFormSchema,
  registerFormFields,
  registerFormSchema,
  resetPasswordFormSchema,
  updatePasswordFormSchema,
} from './account.ts';

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe('form schemas', () => {
  it('login form: phone and plain password rules', () => {
    expect(issues(loginFormSchema.safeParse({ phone: '', password: '123' }))).toEqual([
      ['phone', '请输入手机号码'],
      ['password', '密码长度介于6-64之间'],
    ]);
    expect(loginFormSchema.parse({ phone: ' 13800138000 ', password: 'secret1' })).toEqual({
      phone: '13800138000',
      password: 'secret1',
    });
  });

  it('register form: passwords must match; the fields can be picked for the send-code step', () => {
    const form = {
      phone: '13800138000',
      captchaCode: 'ab12',
      code: '123456',
      password: 'secret1',
      confirmPassword: 'secret2',
    };
    expect(issues(registerFormSchema.safeParse(form))).toEqual([['confirmPassword', M.passwordMismatch]]);
    expect(registerFormSchema.safeParse({ ...form, confirmPassword: 'secret1' }).success).toBe(true);
    expect(registerFormFields.pick({ phone: true, captchaCode: true }).parse(form)).toEqual({
      phone: '13800138000',
      captchaCode: 'ab12',
    });
  });

  it('says the passwords differ as soon as both are typed, whatever else the form still lacks', () => {
    const early = { phone: '', captchaCode: '', code: '', password: 'secret1', confirmPassword: 'secret2' };
    const mismatch = ['confirmPassword', M.passwordMismatch];
    expect(issues(registerFormSchema.safeParse(early))).toContainEqual(mismatch);
    expect(issues(resetPasswordFormSchema.safeParse(early))).toContainEqual(mismatch);
    expect(
      issues(
        updatePasswordFormSchema.safeParse({
          oldPassword: '',
          newPassword: 'abcdef',
          confirmPassword: 'abcdeg',
        }),
      ),
    ).toContainEqual(mismatch);
    // Not before the second one is typed.
    expect(issues(registerFormSchema.safeParse({ ...early, confirmPassword: '' }))).not.toContainEqual(
      mismatch,
    );
  });

  it('change-password form: old required, new differs from old and is confirmed', () => {
    expect(
      issues(
        updatePasswordFormSchema.safeParse({
          oldPassword: '',
          newPassword: 'abcdef',
          confirmPassword: 'abcdef',
        }),
      ),
    ).toEqual([['oldPassword', M.oldPasswordRequired]]);
    expect(
      issues(
        updatePasswordFormSchema.safeParse({
          oldPassword: 'abcdef',
          newPassword: 'abcdef',
          confirmPassword: 'abcdef',
        }),
      ),
    ).toEqual([['newPassword', M.newPasswordSameAsOld]]);
    expect(
      issues(
        updatePasswordFormSchema.safeParse({
          oldPassword: 'abcdef',
          newPassword: 'abcdefg',
          confirmPassword: 'x',
        }),
      ),
    ).toEqual([['confirmPassword', M.passwordMismatch]]);
  });
});
