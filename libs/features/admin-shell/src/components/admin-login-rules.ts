// The sign-in form's rules (zod and the contract's schemas), loaded with the form's first check — a field
// left, or 登录 — rather than with the page: the sign-in page is the back office's first screen, and zod with
// the schemas were a third of its JavaScript.
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { captchaRequiredErrorData, loginFormSchema } from '@zhiyuan/contracts';

const adminLoginFormSchema = loginFormSchema.extend({ captchaCode: z.string().optional() });

/** What the sign-in form holds. */
export type AdminLoginFormValues = z.input<typeof adminLoginFormSchema>;

export const adminLoginResolver = zodResolver(adminLoginFormSchema);

/** Whether a refusal's `data` says a captcha is (now) required. */
export function asksForCaptcha(data: unknown): boolean {
  return captchaRequiredErrorData.safeParse(data).success;
}
