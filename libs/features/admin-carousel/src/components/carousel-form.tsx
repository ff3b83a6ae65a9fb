// The form of one carousel slide (添加 or 编辑): the picture (uploaded at once; only pictures are offered and the
// server's refusal shows beside the field), its title shown as text on the slide, an optional http(s) link and
// whether it shows. Checked with the contract's schema before sending; each error beside its field.
import { useState, type FormEvent } from 'react';
import { saveCarouselBody, type AdminCarouselItem, type SaveCarouselBody } from '@zhiyuan/contracts';
import {
  failureErrors,
  ImageUploadField,
  schemaErrors,
  type FieldErrors,
  StaffFormFooter,
} from '@zhiyuan/feature-shared';
import { Button, Checkbox, FormField, Input, toast } from '@zhiyuan/ui';
import { useCarouselActions } from '../api/carousel.ts';
import { adminCarouselMessages as t } from '../messages.ts';

export interface CarouselFormProps {
  /** The slide being edited; undefined for a new one. */
  item?: AdminCarouselItem;
  onDone: () => void;
}

export function CarouselForm({ item, onDone }: CarouselFormProps) {
  const { save } = useCarouselActions();
  const [imageUrl, setImageUrl] = useState<string | null>(item?.imageUrl ?? null);
  const [title, setTitle] = useState(item?.title ?? '');
  const [url, setUrl] = useState(item?.url ?? '');
  const [enabled, setEnabled] = useState(item?.enabled ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: SaveCarouselBody = { title, url, enabled };
    if (item) body.id = item.id;
    if (imageUrl && imageUrl !== item?.imageUrl) body.imageUrl = imageUrl;
    const found = schemaErrors(saveCarouselBody, body);
    if (!item && !imageUrl) found.imageUrl = t.imageRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t.saved);
        if (!item) {
          setImageUrl(null);
          setTitle('');
          setUrl('');
          setEnabled(true);
        }
        onDone();
      },
      onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={item ? t.editTitle(item.title) : t.addTitle}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <h2 className="text-base font-semibold">{item ? t.editTitle(item.title) : t.addTitle}</h2>
      <ImageUploadField
        label={t.image}
        value={imageUrl}
        onChange={setImageUrl}
        required={!item}
        previewClassName="h-24 w-auto max-w-full"
        {...(errors.imageUrl ? { error: errors.imageUrl } : {})}
      />
      <FormField label={t.slideTitle} hint={t.slideTitleHint} error={errors.title} required>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={60} />
      </FormField>
      <FormField label={t.url} hint={t.urlHint} error={errors.url}>
        <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
      </FormField>
      <Checkbox label={t.enabledField} checked={enabled} onCheckedChange={(v) => setEnabled(v === true)} />
      <StaffFormFooter error={errors['']} pending={save.isPending} save={t.save} saving={t.saving}>
        {item && (
          <Button type="button" onClick={onDone}>
            {t.cancel}
          </Button>
        )}
      </StaffFormFooter>
    </form>
  );
}
