// /user/register: the register form as a page.
import { RegisterPanel } from '@zhiyuan/feature-auth';

export function RegisterPage() {
  return <RegisterPanel />;
}
