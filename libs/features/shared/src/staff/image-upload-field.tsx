// A picture field of a staff form (轮播图, 二维码, 校徽): a labelled file picker that offers only pictures,
// uploads at once, shows the server's message beside the field when it refuses the file, and previews what
// is set now; optional pictures can be removed.
import type { ChangeEvent } from 'react';
import { Button, FormField } from '@zhiyuan/ui';
import { staffMessages as t } from './messages.ts';
import { MEDIA_ACCEPT, useMediaUpload } from './use-media-upload.ts';

export interface ImageUploadFieldProps {
  label: string;
  /** The /media/… (or http) address set now; null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** An error from the form's own check (e.g. 请上传图片). */
  error?: string;
  required?: boolean;
  /** Offers 移除图片 while a picture is set. */
  removable?: boolean;
  /** Preview box classes (size). */
  previewClassName?: string;
}

export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  required = false,
  removable = false,
  previewClassName = 'h-24 w-auto',
}: ImageUploadFieldProps) {
  const media = useMediaUpload();
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const url = await media.upload(file);
    input.value = '';
    if (url) onChange(url);
  };
  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} hint={t.uploadHint} error={media.error || error} required={required}>
        <input
          type="file"
          accept={MEDIA_ACCEPT}
          disabled={media.busy}
          onChange={(event) => void onPick(event)}
          className="text-sm file:mr-3 file:cursor-pointer file:rounded file:border file:border-border file:bg-background file:px-3 file:py-1"
        />
      </FormField>
      {media.busy && (
        <p role="status" className="text-xs text-muted-foreground">
          {t.uploading}
        </p>
      )}
      {value && (
        <div className="flex items-end gap-3">
          <img
            src={value}
            alt={t.preview(label)}
            className={`rounded border object-contain ${previewClassName}`}
          />
          {removable && (
            <Button type="button" size="small" onClick={() => onChange(null)}>
              {t.remove}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
