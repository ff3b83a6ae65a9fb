// 站点设置 (admins): everything `npm run cli -- site:set` sets, as one form — school name, site title, footer
// contact line, copyright and filing number, the two QR codes (uploaded pictures), the two external
// navigation links and 当前年份 (the exam year the site prepares for, within the range the server names).
// Empty texts mean the default (shown under the field). Checked with the contract's schema
// before sending, every error beside its field; a save reaches the site at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { siteSettingsSchema, type SiteSettings, type SiteSettingsData } from '@zhiyuan/contracts';
import { callKey } from '@zhiyuan/domain';
import {
  failureErrors,
  ImageUploadField,
  schemaErrors,
  useDomain,
  type FieldErrors,
  StaffFormFooter,
} from '@zhiyuan/feature-shared';
import { FormField, Input, LoadError, LoadingSkeleton, toast } from '@zhiyuan/ui';
import { adminSiteMessages as t } from '../messages.ts';

type TextKey = 'schoolName' | 'siteTitle' | 'contactLine' | 'copyright' | 'filingNumber';
type LinkKey = keyof SiteSettings['navigation'];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded border border-border p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function SettingsForm({ data }: { data: SiteSettingsData }) {
  const { api } = useDomain();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SiteSettings>(data.settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The year as typed; a text that is no year fails the contract's rule beside the field.
  const [yearText, setYearText] = useState(String(data.settings.currentYear));
  const save = useMutation({
    mutationFn: (body: SiteSettings) => api.saveSiteSettings(body, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey('getSiteSettings'), saved);
      void queryClient.invalidateQueries({ queryKey: callKey('getSiteConfig') });
      toast.success(t.saved);
    },
    onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
  });

  const clear = (key: string) => setErrors(({ [key]: _dropped, ...rest }) => rest);
  const text = (key: TextKey, label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[key]}>
      <Input
        value={form[key]}
        onChange={(e) => {
          setForm((f) => ({ ...f, [key]: e.target.value }));
          clear(key);
        }}
      />
    </FormField>
  );
  const link = (key: LinkKey, group: string) => (
    <div className="grid gap-4 desktop:grid-cols-[12rem_1fr]">
      {(['label', 'url'] as const).map((part) => {
        const path = `navigation.${key}.${part}`;
        return (
          <FormField
            key={part}
            label={part === 'label' ? t.linkLabel(group) : t.linkUrl(group)}
            error={errors[path]}
            required
          >
            <Input
              value={form.navigation[key][part]}
              onChange={(e) => {
                const value = e.target.value;
                setForm((f) => ({
                  ...f,
                  navigation: { ...f.navigation, [key]: { ...f.navigation[key], [part]: value } },
                }));
                clear(path);
              }}
            />
          </FormField>
        );
      })}
    </div>
  );
  const qr = (key: keyof SiteSettings['qrCodes'], label: string) => (
    <ImageUploadField
      label={label}
      value={form.qrCodes[key]}
      removable
      onChange={(url) => {
        setForm((f) => ({ ...f, qrCodes: { ...f.qrCodes, [key]: url } }));
        clear(`qrCodes.${key}`);
      }}
      previewClassName="size-24"
      {...(errors[`qrCodes.${key}`] ? { error: errors[`qrCodes.${key}`] } : {})}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const filled = {
      ...form,
      currentYear: /^\d{1,6}$/.test(yearText.trim()) ? Number(yearText) : Number.NaN,
    };
    const found = schemaErrors(siteSettingsSchema, filled);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(filled);
  };
  const range = data.currentYearRange;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.title} className="flex flex-col gap-4">
      <Group title={t.school}>
        {text('schoolName', t.schoolName, t.schoolNameHint)}
        {text('siteTitle', t.siteTitle, t.defaultHint(data.defaults.siteTitle))}
      </Group>
      <Group title={t.footer}>
        {text('contactLine', t.contactLine, t.contactLineHint)}
        {text('copyright', t.copyright, t.defaultHint(data.defaults.copyright))}
        {text('filingNumber', t.filingNumber)}
      </Group>
      <Group title={t.qrCodes}>
        <div className="grid gap-4 desktop:grid-cols-2">
          {qr('follow', t.qrFollow)}
          {qr('school', t.qrSchool)}
        </div>
      </Group>
      <Group title={t.season}>
        <FormField
          label={t.currentYear}
          hint={t.currentYearHint(range.min, range.max, data.defaults.currentYear)}
          error={errors['currentYear']}
          required
        >
          <Input
            className="w-28"
            inputMode="numeric"
            maxLength={4}
            value={yearText}
            onChange={(e) => {
              setYearText(e.target.value);
              clear('currentYear');
            }}
          />
        </FormField>
      </Group>
      <Group title={t.navigation}>
        {link('collegeIntro', t.collegeIntro)}
        {link('findMajor', t.findMajor)}
      </Group>
      <StaffFormFooter error={errors['']} pending={save.isPending} save={t.save} saving={t.saving} />
    </form>
  );
}

export function SiteSettingsPage() {
  const { api } = useDomain();
  const settings = useQuery({
    queryKey: callKey('getSiteSettings'),
    queryFn: ({ signal }) => api.getSiteSettings({ signal, silent: true }),
  });
  let body;
  if (settings.isPending) body = <LoadingSkeleton rows={8} label={t.loading} />;
  else if (settings.isError) {
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void settings.refetch()} />;
  } else body = <SettingsForm data={settings.data} />;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {body}
    </section>
  );
}
