// The 获取验证码 step of every form that asks for an SMS code (register, reset password, bind phone): checks phone and captcha with the shared rules (errors
// under the fields, focus on the first), asks the server for a code and resolves with the cooldown it
// answered. Whatever the outcome the captcha was spent on the server, so a new one is shown and its field
// emptied.
import {
  registerFormFields,
  VALIDATION_MESSAGES,
  type SendCodeBody,
  type SendCodeData,
} from '@zhiyuan/contracts';
import { toast } from '@zhiyuan/ui';
import { sharedMessages } from '../messages.ts';
import { reportError } from '../report-error.ts';
import type { Captcha } from './use-captcha.ts';

/** What 获取验证码 needs: a valid phone and a captcha answer (the shared rules of the contract). */
export const sendCodeFields = registerFormFields.pick({ phone: true, captchaCode: true });

type CodeField = 'phone' | 'captchaCode';

/** What the step needs from the form. */
export interface SendCodeFormAccess {
  values(): { phone: string; captchaCode: string };
  setError(field: CodeField, message: string): void;
  clearErrors(fields: CodeField[]): void;
  focus(field: CodeField): void;
  clearCaptcha(): void;
}

export function useSendCode(
  form: SendCodeFormAccess,
  captcha: Captcha,
  send: (body: SendCodeBody) => Promise<SendCodeData>,
): () => Promise<number | null> {
  return async () => {
    form.clearErrors(['phone', 'captchaCode']);
    const parsed = sendCodeFields.safeParse(form.values());
    if (!parsed.success) {
      const seen = new Set<CodeField>();
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as CodeField;
        if (seen.has(field)) continue;
        seen.add(field);
        form.setError(field, issue.message);
      }
      form.focus(seen.has('phone') ? 'phone' : 'captchaCode');
      return null;
    }
    if (!captcha.captchaId) {
      form.setError('captchaCode', VALIDATION_MESSAGES.captchaIdRequired);
      captcha.refresh();
      return null;
    }
    try {
      const { cooldownSeconds } = await send({
        phone: parsed.data.phone,
        captchaId: captcha.captchaId,
        captchaCode: parsed.data.captchaCode,
      });
      toast.success(sharedMessages.codeSent);
      return cooldownSeconds;
    } catch (error) {
      reportError(error);
      return null;
    } finally {
      form.clearCaptcha();
      captcha.refresh();
    }
  };
}
