// /user/register: the register form as a page.
import { RegisterPanel } from '@zhiyuan/features/auth';

export function RegisterPage() {
  return <RegisterPanel />;
}
