// /user/resetPassword: a new password through an SMS code.
import { ResetPasswordPanel } from '@zhiyuan/feature-auth';

export function ResetPasswordPage() {
  return <ResetPasswordPanel />;
}
