// /share/volunteer?token=…: the 志愿表 a student shared with their parents — read-only, no sign-in: each choice
// with its 招生代码, majors, 服从调剂 and estimate, what the checks found, the teacher's comments with the
// student's replies, and until when the link works; 打印 prints the page. An unknown, expired or revoked link
// says so and nothing else.
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { SharedList } from '@zhiyuan/contracts';
import { Badge, Button, LoadingSkeleton, Result, SampleBadge, Table, type TableColumn } from '@zhiyuan/ui';
import { useSharedList } from '../api/shared-list.ts';
import { simulateMessages } from '../messages.ts';
import { TierBadge } from './tier-badge.tsx';

const t = simulateMessages.shared;
type Choice = SharedList['table']['choices'][number] & { position: number };

const columns: TableColumn<Choice>[] = [
  { key: 'position', title: t.columns.position, align: 'right' },
  { key: 'code', title: t.columns.code, render: (c) => c.enrollmentCode ?? '—' },
  {
    key: 'unit',
    title: t.columns.unit,
    render: (c) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        {c.groupCode ? `${c.collegeName}（${c.groupCode}组）` : c.collegeName}
        {c.sample && <SampleBadge />}
      </span>
    ),
  },
  { key: 'majors', title: t.columns.majors, render: (c) => c.majors.map((m) => m.name).join('、') || '—' },
  { key: 'adjustment', title: t.columns.adjustment, render: (c) => (c.adjustment ? t.yes : t.no) },
  {
    key: 'estimate',
    title: t.columns.estimate,
    render: (c) =>
      c.tier ? (
        <span className="inline-flex items-center gap-1">
          <TierBadge tier={c.tier} />
          {t.probability(c.probability)}
        </span>
      ) : (
        '—'
      ),
  },
];

export function SharedListPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const shared = useSharedList(token);

  if (token === '' || shared.isError) {
    return (
      <Result
        status="warning"
        titleAs="h1"
        title={t.unavailableTitle}
        description={shared.error instanceof Error && token !== '' ? shared.error.message : t.unavailable}
      />
    );
  }
  if (shared.isPending) return <LoadingSkeleton shape="list" label={t.loading} />;
  const { table, comments, expiresAt } = shared.data;
  return (
    <article className="flex flex-col gap-5" aria-labelledby="shared-list-title">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b pb-3">
        <div>
          <h1 id="shared-list-title" className="text-2xl font-semibold">
            {table.name}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {t.context(table.year, table.category, table.batch, table.score, table.rank)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{t.readOnly(expiresAt)}</p>
        </div>
        <Button onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" />
          {t.print}
        </Button>
      </header>
      <Table
        columns={columns}
        data={table.choices.map((c, i) => ({ ...c, position: i + 1 }))}
        rowKey="position"
        caption={t.caption}
        emptyText={t.empty}
        size="small"
        stacked
      />
      <section aria-labelledby="shared-checks" className="flex flex-col gap-2">
        <h2 id="shared-checks" className="text-base font-semibold">
          {t.checks}
        </h2>
        {table.checks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noChecks}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {table.checks.map((c, i) => (
              <li key={`${c.code}-${i}`} className="flex items-start gap-2">
                <Badge
                  variant={
                    c.severity === 'error' ? 'danger' : c.severity === 'warning' ? 'warning' : 'secondary'
                  }
                >
                  {t.severity[c.severity]}
                </Badge>
                <span>{c.message}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="shared-comments" className="flex flex-col gap-2">
        <h2 id="shared-comments" className="text-base font-semibold">
          {t.comments}
        </h2>
        {comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noComments}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {comments.map((c) => (
              <li key={c.id} className="rounded border p-3 text-sm">
                <p className="font-medium">{c.choiceLabel}</p>
                <p className="mt-1 whitespace-pre-wrap break-words">{c.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {t.commentMeta(c.authorName, c.createdAt)}
                  {c.doneAt ? ` · ${t.done}` : ''}
                </p>
                {c.reply && (
                  <p className="mt-2 whitespace-pre-wrap break-words rounded bg-muted px-2 py-1">
                    {t.reply(c.reply.body)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-xs text-muted-foreground">{t.notice}</p>
    </article>
  );
}
