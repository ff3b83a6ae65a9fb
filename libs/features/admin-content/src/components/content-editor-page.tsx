// Writing or changing one item of a 内容 section: 标题, 摘要, (for 解读) the college or major it is about, and
// the Markdown body with its live preview. The form is checked with the contract's own schema before it is
// sent, and the server's refusal of a field is shown beside that field; 保存 keeps the item's state (a new
// one is a draft), 保存并发布 also puts it on the site at once. Path: `<list>/new` or `<list>/<id>`.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  CONTENT_STATUS_LABELS,
  saveContentBody,
  type AdminContentDetail,
  type SaveContentBody,
} from '@zhiyuan/contracts';
import {
  failureErrors,
  MarkdownEditor,
  parseId,
  schemaErrors,
  type FieldErrors,
} from '@zhiyuan/feature-shared';
import { Button, FormField, Input, LoadError, LoadingSkeleton, toast } from '@zhiyuan/ui';
import { CONTENT_SECTIONS, useContentItem, useSaveContent, type ContentSection } from '../api/content.ts';
import { adminContentMessages as t } from '../messages.ts';

interface Draft {
  title: string;
  summary: string;
  targetCode: string;
  body: string;
}

function draftOf(item: AdminContentDetail | undefined): Draft {
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    targetCode: item?.target?.code ?? '',
    body: item?.body ?? '',
  };
}

interface ContentFormProps {
  section: ContentSection;
  item: AdminContentDetail | undefined;
  /** The section's list, above the editor's path. */
  listPath: string;
}

function ContentForm({ section, item, listPath }: ContentFormProps) {
  const s = CONTENT_SECTIONS[section];
  const navigate = useNavigate();
  const save = useSaveContent();
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const body: SaveContentBody =
    s.type === 'news'
      ? { type: 'news', category: s.category, title: draft.title, summary: draft.summary, body: draft.body }
      : {
          type: 'article',
          kind: s.kind,
          targetCode: draft.targetCode.trim() || null,
          title: draft.title,
          summary: draft.summary,
          body: draft.body,
        };
  if (item) body.id = item.id;

  const submit = (publish: boolean) => {
    const found = schemaErrors(saveContentBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { body, publish },
      {
        onSuccess: (saved) => {
          toast.success(publish ? t.savedAndPublished : t.saved);
          if (!item) void navigate(`${listPath}/${saved.id}`, { replace: true });
        },
        onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };
  const formError = errors[''] ?? errors.type ?? errors.id ?? errors.category ?? errors.kind;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {item && (
        <p className="text-sm text-muted-foreground">{t.status(CONTENT_STATUS_LABELS[item.status])}</p>
      )}
      <FormField label={t.title} error={errors.title} required>
        <Input value={draft.title} onChange={(e) => set('title')(e.target.value)} maxLength={120} />
      </FormField>
      <FormField label={t.summary} hint={t.summaryHint} error={errors.summary}>
        <textarea
          value={draft.summary}
          onChange={(e) => set('summary')(e.target.value)}
          rows={2}
          className="w-full rounded border border-input bg-background p-2 text-sm aria-[invalid=true]:border-destructive"
        />
      </FormField>
      {s.type === 'article' && (
        <FormField label={t.targetCode} hint={t.targetCodeHint} error={errors.targetCode}>
          <Input
            value={draft.targetCode}
            onChange={(e) => set('targetCode')(e.target.value)}
            maxLength={12}
          />
        </FormField>
      )}
      <MarkdownEditor
        label={t.body}
        hint={t.bodyHint}
        value={draft.body}
        onChange={set('body')}
        required
        {...(errors.body ? { error: errors.body } : {})}
      />
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        <Button type="button" variant="primary" disabled={save.isPending} onClick={() => submit(true)}>
          {t.saveAndPublish}
        </Button>
        <Link to={listPath} className="self-center text-sm text-primary-strong underline">
          {t.backToList}
        </Link>
      </div>
    </form>
  );
}

export interface ContentEditorPageProps {
  section: ContentSection;
}

export function ContentEditorPage({ section }: ContentEditorPageProps) {
  const label = CONTENT_SECTIONS[section].label;
  // The last segment of the path is `new` or the id; the list is the path above it (apps render pages under
  // a catch-all route, so route params are not relied on).
  const path = useLocation().pathname.replace(/\/+$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const listPath = path.slice(0, path.lastIndexOf('/'));
  const isNew = segment === 'new';
  const id = isNew ? null : parseId(segment);
  const item = useContentItem(CONTENT_SECTIONS[section].type, id);
  let content;
  if (isNew) content = <ContentForm section={section} item={undefined} listPath={listPath} />;
  else if (id === null) content = <p role="alert">{t.notFound}</p>;
  else if (item.isPending) content = <LoadingSkeleton rows={8} />;
  else if (item.isError) {
    content = <LoadError title={t.notFound} titleAs="h2" onRetry={() => void item.refetch()} />;
  } else content = <ContentForm key={item.data.id} section={section} item={item.data} listPath={listPath} />;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{isNew ? t.newTitle(label) : t.editTitle(label)}</h1>
      {content}
    </section>
  );
}
