// 绑定手机: a new phone number and the code sent to it (GET /api/user/code/bind-phone/{phone}, no captcha —
// the person is signed in), with the countdown; POST /api/user/code/bind-phone binds it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { bindPhoneBody, phoneSchema, type BindPhoneBody } from '@zhiyuan/contracts';
import { Button, FormField, Input, toast } from '@zhiyuan/ui';
import {
  reportError,
  sharedMessages,
  SmsCodeButton,
  useDomain,
  useValidateEdited,
} from '../../shared/index.ts';
import { useBindPhone } from '../api/account.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.phone;
const EMPTY: BindPhoneBody = { phone: '', code: '' };

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
  } = useForm<BindPhoneBody>({
    resolver: zodResolver(bindPhoneBody),
    defaultValues: EMPTY,
  });
  const validateEdited = useValidateEdited(trigger);

  const sendCode = async (): Promise<number | null> => {
    clearErrors('phone');
    const phone = phoneSchema.safeParse(getValues('phone'));
    if (!phone.success) {
      setError('phone', { type: 'manual', message: phone.error.issues[0]?.message });
      setFocus('phone');
      return null;
    }
    try {
      const { cooldownSeconds } = await api.sendBindPhoneCode({ phone: phone.data });
      toast.success(sharedMessages.codeSent);
      return cooldownSeconds;
    } catch (error) {
      reportError(error);
      return null;
    }
  };

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
