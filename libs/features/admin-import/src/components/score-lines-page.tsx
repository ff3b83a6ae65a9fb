// 批次线 in the back office (admins): a year's imported lines by category — 艺术类, 体育类 and 对口招生 by 专业类别
// with their 文化课 and 专业课 scores — each with its source, and the form that corrects one line's scores. The
// contract's rules check the form before it is sent, with the same Chinese messages the server answers; a message
// the server gives about a field shows beside that field.
import { useState, type FormEvent } from 'react';
import { updateScoreLineBody, type AdminScoreLine } from '@zhiyuan/contracts';
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
import { useAdminScoreLines, useUpdateScoreLine } from '../api/score-lines.ts';
import { adminImportMessages } from '../messages.ts';

const t = adminImportMessages.scoreLines;

const lineName = (l: AdminScoreLine) =>
  t.lineName(l.year, [l.category, l.professionalCategory ?? '', l.batch].filter(Boolean));

/** A number typed in a box: '' is none (null), anything else must read as a number (else NaN, refused). */
const typed = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

function ScoreLineForm({ line, onDone }: { line: AdminScoreLine; onDone: () => void }) {
  const update = useUpdateScoreLine();
  const professional = line.professionalCategory !== undefined;
  const [score, setScore] = useState(String(line.score));
  const [professionalScore, setProfessionalScore] = useState(
    line.professionalScore === null || line.professionalScore === undefined
      ? ''
      : String(line.professionalScore),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      id: line.id,
      score: typed(score) ?? Number.NaN,
      professionalScore: professional ? typed(professionalScore) : null,
    };
    const found = schemaErrors(updateScoreLineBody, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t.saved);
        onDone();
      },
      onError: (error) => setErrors(failureErrors(error, t.saveFailed)),
    });
  };
  const heading = t.editTitle(lineName(line));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={heading}
      className="flex flex-col gap-4 rounded border p-4"
    >
      <h2 className="text-base font-semibold">{heading}</h2>
      <div className="grid gap-4 desktop:grid-cols-2">
        <FormField label={t.score} hint={t.scoreHint} error={errors.score} required>
          {/* The form opens above the tables, maybe far from the 编辑 pressed: its first box takes the focus
              (and so the view). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the staff member's own 编辑 */}
          <Input value={score} onChange={(e) => setScore(e.target.value)} inputMode="decimal" autoFocus />
        </FormField>
        {professional ? (
          <FormField
            label={t.professionalScore}
            hint={t.professionalScoreHint}
            error={errors.professionalScore}
          >
            <Input
              value={professionalScore}
              onChange={(e) => setProfessionalScore(e.target.value)}
              inputMode="decimal"
            />
          </FormField>
        ) : (
          <p className="self-center text-sm text-muted-foreground">{t.professionalScoreNone}</p>
        )}
      </div>
      <StaffFormFooter error={errors['']} pending={update.isPending} save={t.save} saving={t.saving}>
        <Button type="button" onClick={onDone}>
          {t.cancel}
        </Button>
      </StaffFormFooter>
    </form>
  );
}

export function ScoreLinesAdminPage() {
  const list = useAdminScoreLines();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const lines = list.data ?? [];
  const years = [...new Set(lines.map((l) => l.year))].sort((a, b) => b - a);
  const year = chosenYear ?? years[0];
  const shown = lines.filter((l) => l.year === year);
  const categories = [...new Set(shown.map((l) => l.category))];
  const columns = (professional: boolean): TableColumn<AdminScoreLine>[] => [
    ...(professional
      ? [
          {
            key: 'professionalCategory',
            title: t.columns.professionalCategory,
          } as TableColumn<AdminScoreLine>,
        ]
      : []),
    { key: 'batch', title: t.columns.batch },
    { key: 'score', title: t.columns.score, align: 'right' },
    ...(professional
      ? [
          {
            key: 'professionalScore',
            title: t.columns.professionalScore,
            align: 'right',
            render: (l) => l.professionalScore ?? t.none,
          } as TableColumn<AdminScoreLine>,
        ]
      : []),
    {
      key: 'source',
      title: t.columns.source,
      render: (l) =>
        l.sample ? (
          <Badge>{t.sample}</Badge>
        ) : l.sourceUrl?.startsWith('http') ? (
          <a
            href={l.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary-strong hover:underline"
          >
            {t.official}
          </a>
        ) : (
          (l.sourceUrl ?? t.none)
        ),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      render: (l) => (
        <Button size="small" aria-label={`${t.edit}：${lineName(l)}`} onClick={() => setEditing(l.id)}>
          {t.edit}
        </Button>
      ),
    },
  ];
  let body;
  if (list.isPending) body = <LoadingSkeleton shape="list" label={t.loading} />;
  else if (list.isError)
    body = <LoadError title={t.loadFailed} titleAs="h2" onRetry={() => void list.refetch()} />;
  else if (year === undefined || shown.length === 0) body = <Empty description={t.empty} />;
  else
    body = categories.map((category) => {
      const rows = shown.filter((l) => l.category === category);
      const professional = rows.some((l) => l.professionalCategory !== undefined);
      return (
        <section key={category} className="flex flex-col gap-2" aria-label={category}>
          <h2 className="text-base font-semibold">{category}</h2>
          <Table
            columns={columns(professional)}
            data={rows}
            rowKey="id"
            caption={t.caption(year, category)}
            size="small"
            stacked
          />
        </section>
      );
    });
  const editLine = lines.find((l) => l.id === editing);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.title}</h1>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {years.length > 0 && (
        <div className="max-w-40">
          <Select
            label={t.year}
            value={String(year)}
            onValueChange={(v) => {
              setChosenYear(Number(v));
              setEditing(null);
            }}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
          />
        </div>
      )}
      {editLine && <ScoreLineForm key={editLine.id} line={editLine} onDone={() => setEditing(null)} />}
      {body}
    </section>
  );
}
