// The image captcha beside its answer field: the server's SVG as an <img> (alt 图形验证码); clicking it or
// 换一张 fetches a new one.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button, FormField, Input, Skeleton } from '@zhiyuan/ui';
import { sharedMessages } from '../messages.ts';
import type { Captcha } from './use-captcha.ts';

const t = sharedMessages.captcha;

export interface CaptchaFieldProps {
  captcha: Captcha;
  error?: string | undefined;
  /** Props of the answer <input> (react-hook-form's `register('captchaCode')`). */
  inputProps: UseFormRegisterReturn;
}

export function CaptchaField({ captcha, error, inputProps }: CaptchaFieldProps) {
  return (
    <div className="flex items-start gap-2">
      <FormField className="min-w-0 flex-1" label={t.label} error={error} required>
        <Input {...inputProps} autoComplete="off" maxLength={6} placeholder={t.placeholder} />
      </FormField>
      <div className="flex shrink-0 flex-col items-end gap-1 pt-5" aria-busy={captcha.loading || undefined}>
        {captcha.imageSrc ? (
          <button
            type="button"
            tabIndex={-1}
            title={t.refreshImage}
            onClick={captcha.refresh}
            className="h-9 w-[108px] cursor-pointer overflow-hidden rounded-md border border-input"
          >
            <img src={captcha.imageSrc} alt={t.image} className="size-full object-cover" />
          </button>
        ) : (
          <Skeleton className="h-9 w-[108px]" />
        )}
        {captcha.failed && <p className="text-xs text-destructive">{t.failed}</p>}
        <Button variant="link" size="mini" onClick={captcha.refresh} disabled={captcha.loading}>
          {t.refresh}
        </Button>
      </div>
    </div>
  );
}
