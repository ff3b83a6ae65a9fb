// 修改密码: the old password, the new one twice (shared updatePasswordFormSchema: 6-64 characters, not the
// old one, typed the same twice). Both leave the browser RSA-encrypted; the server keeps this session and
// ends the others, which the success message says. The personal centre shows it, and the back office when an
// admin reset the password and it must be changed before anything else (`onChanged` then lets the user in).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updatePasswordFormSchema, type UpdatePasswordForm } from '@zhiyuan/contracts';
import { Button, FormField, PasswordInput, toast } from '@zhiyuan/ui';
import { useMutation } from '@tanstack/react-query';
import { useDomain } from '@zhiyuan/feature-domain-context';
import { useValidateEdited } from '../hooks/use-validate-edited.ts';
import { sharedMessages } from '../messages.ts';
import { reportError, serverFieldError } from '../report-error.ts';

const t = sharedMessages.password;
const EMPTY: UpdatePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function useUpdatePassword() {
  const { account } = useDomain();
  return useMutation({
    mutationFn: (form: { oldPassword: string; newPassword: string }) => account.updatePassword(form),
  });
}

export interface ChangePasswordFormProps {
  /** After the change (the form is then cleared and the success toast shown). */
  onChanged?: () => void;
}

export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps = {}) {
  const update = useUpdatePassword();
  const {
    register,
    handleSubmit,
    trigger,
    reset,
    setError,
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
      const named = serverFieldError(error, ['oldPassword', 'newPassword'] as const);
      if (named) setError(named.field, { type: 'server', message: named.message }, { shouldFocus: true });
      return;
    }
    reset(EMPTY);
    toast.success(t.success, { description: t.successDetail });
    onChanged?.();
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
