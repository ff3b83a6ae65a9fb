// 院校库 in the back office: search the colleges, open one and edit its 简介 and 招生章程 (Markdown with live
// preview), 官网 (http/https only), 院校类型 (staff's choice, or back to the derived one) and 校徽 (an
// uploaded picture). Every error beside its field; a save shows on the public pages at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  COLLEGE_TYPES,
  updateCollegeBody,
  type AdminCollegeDetail,
  type UpdateCollegeBody,
} from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import {
  callQuery,
  failureErrors,
  ImageUploadField,
  KeywordSearch,
  MarkdownEditor,
  schemaErrors,
  useDomain,
  useListSearch,
  type FieldErrors,
  StaffFormFooter,
  StaffListPager,
  STAFF_PAGE_SIZE,
} from '@zhiyuan/feature-shared';
import {
  Badge,
  Button,
  Empty,
  FormField,
  Input,
  LoadError,
  LoadingSkeleton,
  Select,
  toast,
} from '@zhiyuan/ui';
import { adminCatalogMessages as t } from '../messages.ts';

const DERIVED = 'derived';

function CollegeForm({ college, onClose }: { college: AdminCollegeDetail; onClose: () => void }) {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const [intro, setIntro] = useState(college.intro ?? '');
  const [charter, setCharter] = useState(college.charter ?? '');
  const [website, setWebsite] = useState(college.website ?? '');
  const [type, setType] = useState(college.typeSource === 'staff' && college.type ? college.type : DERIVED);
  const [logo, setLogo] = useState<string | null>(college.logo);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: UpdateCollegeBody) => api.updateCollege(body, { silent: true }),
    onSuccess: () => {
      toast.success(t.saved);
      void queryClient.invalidateQueries({ queryKey: callKey('listCatalogColleges') });
      void queryClient.invalidateQueries({ queryKey: callKey('getCatalogCollege') });
    },
    onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateCollegeBody = {
      id: college.id,
      intro: intro.trim() ? intro : null,
      charter: charter.trim() ? charter : null,
      website,
      type: type === DERIVED ? null : (type as (typeof COLLEGE_TYPES)[number]),
    };
    // A logo set with the CLI may be an outside address: it is sent only when staff changed it.
    if (logo !== college.logo) body.logo = logo;
    const found = schemaErrors(updateCollegeBody, body);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(body);
  };
  const typeOptions = [
    { value: DERIVED, label: t.derivedOption(college.derivedType.type) },
    ...COLLEGE_TYPES.map((value) => ({ value, label: value })),
  ];
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.editCollege(college.name)}
      className="flex flex-col gap-4"
    >
      <h2 className="text-lg font-semibold">{t.editCollege(college.name)}</h2>
      <FormField
        label={t.type}
        hint={t.derivedType(college.derivedType.type, college.derivedType.rule)}
        error={errors.type}
      >
        <Select options={typeOptions} value={type} onValueChange={setType} className="w-full desktop:w-64" />
      </FormField>
      <FormField label={t.website} hint={t.websiteHint} error={errors.website}>
        <Input
          type="url"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          placeholder="https://"
        />
      </FormField>
      <ImageUploadField
        label={t.logo}
        value={logo}
        onChange={setLogo}
        removable
        previewClassName="size-20"
        {...(errors.logo ? { error: errors.logo } : {})}
      />
      <MarkdownEditor
        label={t.intro}
        value={intro}
        onChange={setIntro}
        rows={10}
        {...(errors.intro ? { error: errors.intro } : {})}
      />
      <MarkdownEditor
        label={t.charter}
        value={charter}
        onChange={setCharter}
        rows={14}
        {...(errors.charter ? { error: errors.charter } : {})}
      />
      <StaffFormFooter error={errors['']} pending={save.isPending} save={t.save} saving={t.saving}>
        <Button type="button" onClick={onClose}>
          {t.close}
        </Button>
      </StaffFormFooter>
    </form>
  );
}

function CollegeEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const { api } = useDomain();
  const college = useQuery(callQuery(api, 'getCatalogCollege', { id }));
  if (college.isPending) return <LoadingSkeleton rows={8} label={t.loading} />;
  if (college.isError)
    return <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void college.refetch()} />;
  return <CollegeForm key={college.data.id} college={college.data} onClose={onClose} />;
}

export function CollegeCatalogPage() {
  const { api } = useDomain();
  const search = useListSearch();
  const [editing, setEditing] = useState<number | null>(null);
  const query = {
    ...(search.keyword ? { keyword: search.keyword } : {}),
    page: search.page,
    pageSize: STAFF_PAGE_SIZE,
  };
  const list = useQuery({
    ...callQuery(api, 'listCatalogColleges', query),
    placeholderData: keepPreviousData,
  });

  let body;
  if (editing !== null) body = <CollegeEditor id={editing} onClose={() => setEditing(null)} />;
  else if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError)
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <Empty description={t.noColleges} />;
  else {
    body = (
      <>
        <ul aria-label={t.collegeList} className="divide-y">
          {list.data.items.map((college) => (
            <li key={college.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{college.name}</span>
                <span className="text-xs text-muted-foreground">{college.code}</span>
                {college.type && <Badge variant="secondary">{college.type}</Badge>}
                {college.typeSource === 'staff' && <Badge variant="outline">{t.typeManual}</Badge>}
                {college.hasIntro && <Badge variant="success">{t.hasIntro}</Badge>}
                {college.hasCharter && <Badge variant="success">{t.hasCharter}</Badge>}
              </span>
              <Button size="small" onClick={() => setEditing(college.id)}>
                {t.edit}
                <span className="sr-only">{college.name}</span>
              </Button>
            </li>
          ))}
        </ul>
        <StaffListPager total={list.data.total} search={search} />
      </>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.collegesTitle}</h1>
      {editing === null && (
        <KeywordSearch
          keyword={search.keyword}
          onSearch={search.setKeyword}
          label={t.searchColleges}
          placeholder={t.searchCollegesPlaceholder}
        />
      )}
      {body}
    </section>
  );
}
