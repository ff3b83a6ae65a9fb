// Password reset at /user/resetPassword: phone, image captcha, SMS code with its countdown, the new password
// twice. The server signs the account out everywhere, so `onSuccess` usually leads to the login.
import { Button, toast } from '@zhiyuan/ui';
import { reportError, useDomain } from '@zhiyuan/feature-shared';
import { resetResolver } from '../form-schemas.ts';
import { useCodeForm } from '../hooks/use-code-form.ts';
import { authMessages as t } from '../messages.ts';
import { CodeFormFields } from './code-form-fields.tsx';

export interface ResetPasswordFormProps {
  onSuccess?: () => void;
}

export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const { api, account } = useDomain();
  const code = useCodeForm({
    resolver: resetResolver,
    defaultValues: { phone: '', captchaCode: '', code: '', password: '', confirmPassword: '' },
    send: (body) => api.resetPasswordSendCode(body),
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = code.form;

  const onSubmit = handleSubmit(async ({ phone, code: smsCode, password }) => {
    try {
      await account.resetPassword({ phone, code: smsCode, password });
    } catch (error) {
      reportError(error);
      return;
    }
    toast.success(t.resetPassword.success);
    onSuccess?.();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <CodeFormFields code={code} phoneAutoComplete="username" passwordLabel={t.newPassword} />
      <Button type="submit" variant="primary" loading={isSubmitting} className="w-full">
        {t.resetPassword.submit}
      </Button>
    </form>
  );
}
