// /user/resetPassword: a new password through an SMS code.
import { ResetPasswordPanel } from '@zhiyuan/features/auth';

export function ResetPasswordPage() {
  return <ResetPasswordPanel />;
}
