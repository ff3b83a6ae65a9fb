// 填报日程 in the back office: the season's dates in time order (Beijing time) with 编辑 and 删除, and the form
// for a new one. The site's home page and 模拟填报 show the next date at once, and remind a student with
// unsaved changes when a deadline is less than 3 days away.
import { useState, type FormEvent } from 'react';
import {
  KEY_DATE_KIND_LABELS,
  KEY_DATE_KINDS,
  saveKeyDateBody,
  type KeyDate,
  type KeyDateKind,
} from '@zhiyuan/contracts';
import { failureErrors, schemaErrors, StaffFormFooter, type FieldErrors } from '@zhiyuan/feature-shared';
import {
  Badge,
  Button,
  Empty,
  FormField,
  Input,
  LoadError,
  LoadingSkeleton,
  Select,
  Table,
  toast,
  type TableColumn,
} from '@zhiyuan/ui';
import { useKeyDateActions, useKeyDateList } from '../api/key-dates.ts';
import { adminSiteMessages } from '../messages.ts';

const t = adminSiteMessages.keyDates;

/** An ISO moment as the form writes it: `2026-06-27 17:00`, Beijing time. */
export function beijingInput(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 8 * 3600 * 1000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

function KeyDateForm({ item, onDone }: { item?: KeyDate; onDone: () => void }) {
  const { save } = useKeyDateActions();
  const [name, setName] = useState(item?.name ?? '');
  const [kind, setKind] = useState<KeyDateKind>(item?.kind ?? 'deadline');
  const [at, setAt] = useState(item ? beijingInput(item.at) : '');
  const [note, setNote] = useState(item?.note ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...(item ? { id: item.id } : {}), name, kind, at, note };
    const found = schemaErrors(saveKeyDateBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t.saved);
        if (!item) {
          setName('');
          setAt('');
          setNote('');
        }
        onDone();
      },
      onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
    });
  };
  const heading = item ? t.editTitle(item.name) : t.addTitle;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={heading}
      className="flex flex-col gap-4 rounded border p-4"
    >
      <h2 className="text-base font-semibold">{heading}</h2>
      <div className="grid gap-4 desktop:grid-cols-2">
        <FormField label={t.name} hint={t.nameHint} error={errors.name} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
        </FormField>
        <FormField label={t.kind} error={errors.kind} required>
          <Select
            value={kind}
            onValueChange={(v) => setKind(v as KeyDateKind)}
            options={KEY_DATE_KINDS.map((k) => ({ value: k, label: KEY_DATE_KIND_LABELS[k] }))}
          />
        </FormField>
        <FormField label={t.at} hint={t.atHint} error={errors.at} required>
          <Input value={at} onChange={(e) => setAt(e.target.value)} placeholder="2026-06-27 17:00" />
        </FormField>
        <FormField label={t.note} error={errors.note}>
          <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={120} />
        </FormField>
      </div>
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

export function KeyDatesPage() {
  const list = useKeyDateList();
  const { remove } = useKeyDateActions();
  const [editing, setEditing] = useState<number | null>(null);
  const columns: TableColumn<KeyDate>[] = [
    { key: 'at', title: t.at, render: (d) => beijingInput(d.at) },
    { key: 'name', title: t.name },
    { key: 'kind', title: t.kind, render: (d) => <Badge>{KEY_DATE_KIND_LABELS[d.kind]}</Badge> },
    { key: 'note', title: t.note, render: (d) => d.note || '—' },
    {
      key: 'actions',
      title: t.actions,
      render: (d) => (
        <div className="flex flex-wrap gap-2" role="group" aria-label={d.name}>
          <Button size="small" aria-label={`${t.edit}：${d.name}`} onClick={() => setEditing(d.id)}>
            {t.edit}
          </Button>
          <Button
            size="small"
            variant="danger"
            aria-label={`${t.remove}：${d.name}`}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t.confirmRemove(d.name)))
                remove.mutate(d.id, { onSuccess: () => toast.success(t.removed) });
            }}
          >
            {t.remove}
          </Button>
        </div>
      ),
    },
  ];
  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError)
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <Empty description={t.empty} />;
  else body = <Table columns={columns} data={list.data} rowKey="id" caption={t.caption} stacked />;
  const editItem = list.data?.find((d) => d.id === editing);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {body}
      {editItem ? (
        <KeyDateForm key={editItem.id} item={editItem} onDone={() => setEditing(null)} />
      ) : (
        <KeyDateForm onDone={() => undefined} />
      )}
    </section>
  );
}
