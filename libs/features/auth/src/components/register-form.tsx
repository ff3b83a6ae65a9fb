// Registration, in the dialog and at /user/register: phone, image captcha, SMS code (60 s countdown, or what
// the server answers), password twice, an optional name. The server creates the account without a session,
// so the form then signs in with the same phone and password; if that fails the person is asked to log in.
// Server refusals show as a toast and the form keeps what was typed.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { openLoginAtom } from '@zhiyuan/domain';
import { Button, FormField, Input, toast } from '@zhiyuan/ui';
import { reportError, useDomain } from '@zhiyuan/feature-shared';
import { useSignIn } from '../api/use-sign-in.ts';
import { registerResolver } from '../form-schemas.ts';
import { useCodeForm } from '../hooks/use-code-form.ts';
import { authMessages as t } from '../messages.ts';
import { CodeFormFields } from './code-form-fields.tsx';

export interface RegisterFormProps {
  /** Called after the account exists; `signedIn` says whether the automatic sign-in worked. */
  onSuccess?: (result: { signedIn: boolean }) => void;
  /** Puts the cursor in the phone field on mount (in a dialog, instead of on its close button). */
  focusOnMount?: boolean;
}

export function RegisterForm({ onSuccess, focusOnMount = false }: RegisterFormProps) {
  const { api, account } = useDomain();
  const signIn = useSignIn();
  const openLogin = useSetAtom(openLoginAtom);
  const code = useCodeForm({
    resolver: registerResolver,
    defaultValues: { phone: '', captchaCode: '', code: '', password: '', confirmPassword: '', name: '' },
    send: (body) => api.registerSendPhoneCode(body),
  });
  const { form, validateEdited } = code;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (focusOnMount) setFocus('phone');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const { phone, code: smsCode, password, name } = values;
    try {
      await account.register({ phone, code: smsCode, password, ...(name ? { name } : {}) });
    } catch (error) {
      reportError(error);
      return;
    }
    let signedIn = true;
    try {
      await signIn({ phone, password });
    } catch {
      signedIn = false;
    }
    if (signedIn) {
      toast.success(t.register.success);
    } else {
      toast.info(t.register.successLoginNeeded);
      openLogin();
    }
    onSuccess?.({ signedIn });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <CodeFormFields code={code} phoneAutoComplete="tel" passwordLabel={t.password} />
      <FormField label={t.name} error={errors.name?.message}>
        <Input
          {...register('name', validateEdited('name'))}
          autoComplete="name"
          placeholder={t.namePlaceholder}
        />
      </FormField>
      <Button type="submit" variant="primary" loading={isSubmitting} className="w-full">
        {t.register.submit}
      </Button>
    </form>
  );
}
