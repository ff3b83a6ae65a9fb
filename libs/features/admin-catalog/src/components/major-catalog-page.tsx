// 专业库 in the back office: find a major by its code and edit its introduction (Markdown with live preview),
// which changes the major in every edition of the catalog; the public major page shows it at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { updateMajorBody, type AdminMajor } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import {
  callQuery,
  failureErrors,
  MarkdownEditor,
  schemaErrors,
  useDomain,
  type FieldErrors,
  StaffFormFooter,
} from '@zhiyuan/feature-shared';
import { Button, FormField, Input, LoadingSkeleton, toast } from '@zhiyuan/ui';
import { adminCatalogMessages as t } from '../messages.ts';

function MajorForm({ major }: { major: AdminMajor }) {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const [intro, setIntro] = useState(major.intro ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () =>
      api.updateMajor({ code: major.code, intro: intro.trim() ? intro : null }, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey('getCatalogMajor', { code: major.code }), saved);
      toast.success(t.saved);
    },
    onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(updateMajorBody, { code: major.code, intro });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={major.name} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">
        {major.name}（{major.code}）
      </h2>
      <p className="text-sm text-muted-foreground">{t.majorEditions(major.editions)}</p>
      <MarkdownEditor
        label={t.majorIntro}
        value={intro}
        onChange={setIntro}
        rows={12}
        {...(errors.intro ? { error: errors.intro } : {})}
      />
      <StaffFormFooter error={errors['']} pending={save.isPending} save={t.save} saving={t.saving} />
    </form>
  );
}

export function MajorCatalogPage() {
  const { api } = useDomain();
  const [draft, setDraft] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [codeError, setCodeError] = useState('');
  const major = useQuery({
    ...callQuery(api, 'getCatalogMajor', { code: code ?? '' }),
    enabled: code !== null,
    retry: false,
  });
  const onFind = (event: FormEvent) => {
    event.preventDefault();
    const checked = updateMajorBody.shape.code.safeParse(draft);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message ?? t.majorNotFound);
      return;
    }
    setCodeError('');
    setCode(checked.data);
  };
  let body = null;
  if (code !== null) {
    if (major.isPending) body = <LoadingSkeleton rows={6} label={t.loading} />;
    else if (major.isError)
      body = (
        <p role="alert" className="text-sm text-destructive">
          {major.error.message || t.majorNotFound}
        </p>
      );
    else body = <MajorForm key={major.data.code} major={major.data} />;
  }
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.majorsTitle}</h1>
      <form
        noValidate
        role="search"
        aria-label={t.majorCode}
        onSubmit={onFind}
        className="flex flex-wrap items-end gap-3"
      >
        <FormField label={t.majorCode} hint={t.majorCodeHint} error={codeError} className="w-full max-w-xs">
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={10} />
        </FormField>
        <Button type="submit" className="mb-6">
          {t.findMajor}
        </Button>
      </form>
      {body}
    </section>
  );
}
