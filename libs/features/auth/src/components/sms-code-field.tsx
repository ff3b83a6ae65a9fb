// The SMS code input with its 获取验证码 button beside it.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, Input } from '@zhiyuan/ui';
import { SmsCodeButton } from '@zhiyuan/feature-shared';
import { authMessages as t } from '../messages.ts';

export interface SmsCodeFieldProps {
  error?: string | undefined;
  inputProps: UseFormRegisterReturn;
  onSend: () => Promise<number | null>;
}

export function SmsCodeField({ error, inputProps, onSend }: SmsCodeFieldProps) {
  return (
    <div className="flex items-start gap-2">
      <FormField className="min-w-0 flex-1" label={t.smsCode} error={error} required>
        <Input
          {...inputProps}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t.smsCodePlaceholder}
        />
      </FormField>
      <div className="shrink-0 pt-5">
        <SmsCodeButton onSend={onSend} className="w-[108px] px-2" />
      </div>
    </div>
  );
}
