// 修改密码: the old password, the new one twice (shared updatePasswordFormSchema: 6-64 characters, not the
// old one, typed the same twice). Both leave the browser RSA-encrypted; the server keeps this session and
// ends the others, which the success message says.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updatePasswordFormSchema, type UpdatePasswordForm } from '@zhiyuan/contracts';
import { Button, FormField, PasswordInput, toast } from '@zhiyuan/ui';
import { reportError, useValidateEdited } from '@zhiyuan/feature-shared';
import { useUpdatePassword } from '../api/account.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.password;
const EMPTY: UpdatePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    trigger,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const validateEdited = useValidateEdited(trigger);

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await update.mutateAsync({ oldPassword, newPassword });
    } catch (error) {
      reportError(error);
      return;
    }
    reset(EMPTY);
    toast.success(t.success, { description: t.successDetail });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t.description}</p>
      <FormField label={t.oldPassword} error={errors.oldPassword?.message} required>
        <PasswordInput
          {...register('oldPassword', validateEdited('oldPassword'))}
          autoComplete="current-password"
        />
      </FormField>
      <FormField label={t.newPassword} hint={t.newPasswordHint} error={errors.newPassword?.message} required>
        <PasswordInput
          {...register('newPassword', validateEdited('newPassword'))}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label={t.confirmPassword} error={errors.confirmPassword?.message} required>
        <PasswordInput
          {...register('confirmPassword', validateEdited('confirmPassword'))}
          autoComplete="new-password"
        />
      </FormField>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
