// 分享给家长: a read-only link to one of the student's lists — the list, its checks and the teacher's
// comments, nothing else — valid 1 to 14 days, shown once to copy, and revocable at any time (after a
// confirmation: a link ends at once, perhaps as a parent is opening it).
import { useState } from 'react';
import type { CreatedShare } from '@zhiyuan/contracts';
import { Badge, Button, Input, LoadError, Select, Skeleton, toast } from '@zhiyuan/ui';
import { useMyLists, useShareActions, useShares } from '../api/follow-up.ts';
import { profileMessages } from '../messages.ts';

const t = profileMessages.share;
const DAYS = [1, 3, 7, 14] as const;

/** The page a parent opens. */
export const sharePageUrl = (token: string) =>
  `${window.location.origin}/share/volunteer?token=${encodeURIComponent(token)}`;

function ShareList({ listId }: { listId: number }) {
  const shares = useShares(listId);
  const { revoke } = useShareActions();
  if (shares.isPending) return <Skeleton className="h-8 w-full" />;
  if (shares.isError)
    return <LoadError title={t.loadFailed} titleAs="h3" onRetry={() => void shares.refetch()} />;
  if (shares.data.length === 0) return <p className="text-xs text-muted-foreground">{t.noLinks}</p>;
  return (
    <ul aria-label={t.links} className="flex flex-col gap-1 text-sm">
      {shares.data.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center gap-2">
          <Badge variant={s.state === 'active' ? 'success' : 'secondary'}>{t.states[s.state]}</Badge>
          <span className="text-xs text-muted-foreground">{t.period(s.createdAt, s.expiresAt)}</span>
          {s.state === 'active' && (
            <Button
              size="small"
              variant="danger"
              disabled={revoke.isPending}
              aria-label={t.revokeOf(t.period(s.createdAt, s.expiresAt))}
              onClick={() => {
                if (window.confirm(t.confirmRevoke(t.period(s.createdAt, s.expiresAt)))) revoke.mutate(s.id);
              }}
            >
              {t.revoke}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ShareLinks() {
  const lists = useMyLists();
  const { create } = useShareActions();
  const [chosen, setChosen] = useState('');
  const [days, setDays] = useState('7');
  const [made, setMade] = useState<CreatedShare | null>(null);
  const listId = chosen !== '' ? Number(chosen) : (lists.data?.[0]?.id ?? null);

  let body;
  if (lists.isPending) body = <Skeleton className="h-10 w-full" />;
  else if (lists.isError)
    body = <LoadError title={t.loadFailed} titleAs="h3" onRetry={() => void lists.refetch()} />;
  else if (lists.data.length === 0) body = <p className="text-sm text-muted-foreground">{t.noLists}</p>;
  else
    body = (
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-64">
            <Select
              label={t.list}
              value={String(listId ?? '')}
              onValueChange={(v) => {
                setChosen(v);
                setMade(null);
              }}
              options={lists.data.map((l) => ({ value: String(l.id), label: l.name }))}
            />
          </div>
          <div className="w-32">
            <Select
              label={t.days}
              value={days}
              onValueChange={setDays}
              options={DAYS.map((d) => ({ value: String(d), label: t.dayOption(d) }))}
            />
          </div>
          <Button
            variant="primary"
            loading={create.isPending}
            onClick={() =>
              listId !== null &&
              create.mutate({ id: listId, days: Number(days) }, { onSuccess: (share) => setMade(share) })
            }
          >
            {t.create}
          </Button>
        </div>
        {made && (
          <div className="flex flex-col gap-2 rounded border border-primary-soft-border bg-primary-soft p-3">
            <p className="text-sm">{t.made}</p>
            <div className="flex flex-wrap gap-2">
              <Input
                readOnly
                aria-label={t.link}
                value={sharePageUrl(made.token)}
                className="min-w-0 flex-1 font-mono text-xs"
              />
              <Button
                onClick={() =>
                  void navigator.clipboard?.writeText(sharePageUrl(made.token)).then(
                    () => toast.success(t.copied),
                    () => toast.warning(t.copyFailed),
                  )
                }
              >
                {t.copy}
              </Button>
            </div>
          </div>
        )}
        {listId !== null && <ShareList listId={listId} />}
      </div>
    );
  return (
    <section aria-labelledby="share-links" className="flex flex-col gap-2">
      <h2 id="share-links" className="text-base font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {body}
    </section>
  );
}
