// The Markdown editor of the back office (内容, 招生章程, introductions): the source in a labelled text area beside (under, on phones) its live preview,
// rendered from the same parser and the same blocks as the site (markdownBlocks → TextBlocks), so what staff
// see is what the site will show — including that HTML and scripts stay literal text. 插入图片 uploads a
// picture (only pictures are offered; the server's refusal shows beside the field) and inserts it at the
// cursor as a line of its own.
import { useDeferredValue, useId, useRef, type ChangeEvent } from 'react';
import { markdownBlocks } from '@zhiyuan/contracts';
import { cn, Label } from '@zhiyuan/ui';
import { TextBlocks } from '../content/text-blocks.tsx';
import { staffMessages as t } from './messages.ts';
import { MEDIA_ACCEPT, useMediaUpload } from './use-media-upload.ts';

export interface MarkdownEditorProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Rows of the text area. */
  rows?: number;
}

export function MarkdownEditor({
  label,
  hint,
  value,
  onChange,
  error,
  required = false,
  rows = 18,
}: MarkdownEditorProps) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const media = useMediaUpload();
  const preview = useDeferredValue(value);
  const blocks = markdownBlocks(preview);
  const shownError = media.error || error;
  const describedBy = [shownError && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const url = await media.upload(file);
    input.value = '';
    if (!url) return;
    const at = area.current?.selectionStart ?? value.length;
    const alt = file.name.replace(/\.[^.]*$/, '').replace(/[[\]\n]/g, '') || '图片';
    const before = value.slice(0, at);
    const after = value.slice(at);
    const line = `${before && !before.endsWith('\n') ? '\n\n' : ''}![${alt}](${url})\n\n`;
    onChange(`${before}${line}${after.replace(/^\n+/, '')}`);
  };

  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={id}>
            {label}
            {required && (
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            )}
          </Label>
          <label
            className={cn(
              'inline-flex h-8 cursor-pointer items-center rounded border border-input px-3 text-xs focus-within:outline-2 focus-within:outline-primary',
              media.busy && 'cursor-wait opacity-60',
            )}
          >
            {media.busy ? t.uploadingShort : t.insertImage}
            <input
              type="file"
              accept={MEDIA_ACCEPT}
              className="sr-only"
              disabled={media.busy}
              onChange={(event) => void onPick(event)}
            />
          </label>
        </div>
        <textarea
          ref={area}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          rows={rows}
          className="min-h-64 w-full rounded border border-input bg-background p-3 font-mono text-sm aria-[invalid=true]:border-destructive"
        />
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {shownError && (
          <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
            {shownError}
          </p>
        )}
      </div>
      <section aria-label={t.previewOf(label)} className="flex flex-col gap-1.5">
        <h2 className="text-sm font-medium">{t.previewHeading}</h2>
        <div className="min-h-64 rounded border border-border bg-card p-4">
          {blocks.length > 0 ? (
            <TextBlocks blocks={blocks} />
          ) : (
            <p className="text-sm text-muted-foreground">{t.previewEmpty}</p>
          )}
        </div>
      </section>
    </div>
  );
}
