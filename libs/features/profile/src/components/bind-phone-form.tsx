// 绑定手机: a new phone number and the code sent to it (GET /api/user/code/bind-phone/{phone}, after the image
// captcha, so a signed-in account cannot make the server text any phone at will), with the countdown;
// POST /api/user/code/bind-phone binds it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { bindPhoneBody, type BindPhoneBody } from '@zhiyuan/contracts';
import { Button, FormField, Input, toast } from '@zhiyuan/ui';
import {
  CaptchaField,
  reportError,
  SmsCodeButton,
  useCaptcha,
  useDomain,
  useSendCode,
  useValidateEdited,
} from '@zhiyuan/feature-shared';
import { useBindPhone } from '../api/account.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.phone;
/** The form's values: the body of the bind call, and the captcha answer that only 获取验证码 sends. */
type BindPhoneValues = BindPhoneBody & { captchaCode: string };
const EMPTY: BindPhoneValues = { phone: '', code: '', captchaCode: '' };
// The submit check is the bind call's own schema; the captcha answer stays among the values for the send
// step and is never part of it (the resolver reads only the fields it knows).
const resolver = zodResolver(bindPhoneBody) as unknown as Resolver<BindPhoneValues, unknown, BindPhoneBody>;

/** 139****5678 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export interface BindPhoneFormProps {
  /** The phone the account uses now, shown masked. */
  currentPhone?: string | undefined;
}

export function BindPhoneForm({ currentPhone }: BindPhoneFormProps) {
  const { api } = useDomain();
  const bind = useBindPhone();
  const {
    register,
    handleSubmit,
    trigger,
    reset,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
    setValue,
  } = useForm<BindPhoneValues, unknown, BindPhoneBody>({ resolver, defaultValues: EMPTY });
  const validateEdited = useValidateEdited(trigger);
  const captcha = useCaptcha();
  const sendCode = useSendCode(
    {
      values: () => ({ phone: getValues('phone'), captchaCode: getValues('captchaCode') }),
      setError: (field, message) => setError(field, { type: 'manual', message }),
      clearErrors: (fields) => clearErrors(fields),
      focus: (field) => setFocus(field),
      clearCaptcha: () => setValue('captchaCode', ''),
    },
    captcha,
    (body) => api.sendBindPhoneCode(body),
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await bind.mutateAsync(values);
    } catch (error) {
      reportError(error);
      return;
    }
    reset(EMPTY);
    toast.success(t.success);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t.description}</p>
      {currentPhone && (
        <p className="text-sm">
          {t.current}：<span className="font-medium">{maskPhone(currentPhone)}</span>
        </p>
      )}
      <FormField label={t.newPhone} error={errors.phone?.message} required>
        <Input
          {...register('phone', validateEdited('phone'))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t.newPhonePlaceholder}
        />
      </FormField>
      <CaptchaField
        captcha={captcha}
        error={errors.captchaCode?.message}
        inputProps={register('captchaCode')}
      />
      <div className="flex items-start gap-2">
        <FormField className="min-w-0 flex-1" label={t.code} error={errors.code?.message} required>
          <Input
            {...register('code', validateEdited('code'))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t.codePlaceholder}
          />
        </FormField>
        <div className="shrink-0 pt-5">
          <SmsCodeButton onSend={sendCode} className="w-[108px] px-2" />
        </div>
      </div>
      <div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
