// 我的志愿表: the signed-in student's saved lists (most recently changed first) — open one to edit, see its
// versions and restore any of them (the restore is itself a new version, so nothing is ever lost), or remove
// one (it stays restorable from its versions). Signed out, the dialog offers the login instead.
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { VolunteerSummary, VolunteerTable, VolunteerVersions } from '@zhiyuan/contracts';
import { openLoginAtom, parseTime } from '@zhiyuan/domain';
import {
  Badge,
  Button,
  Dialog,
  Table,
  toast,
  type TableColumn,
  LoadError,
  LoadingSkeleton,
} from '@zhiyuan/ui';
import {
  useOpenVolunteer,
  useRemoveVolunteer,
  useRestoreVolunteer,
  useVolunteerLists,
  useVolunteerVersions,
} from '../api/volunteers.ts';
import { simulateMessages } from '../messages.ts';

const t = simulateMessages.mine;
const time = (iso: string) => parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? iso;

export interface SavedListsDialogProps {
  signedIn: boolean;
  /** The list being edited has unsaved changes (opening another replaces it). */
  dirty: boolean;
  /** The id of the list being edited, if saved. */
  currentId: number | null;
  onOpened: (table: VolunteerTable) => void;
  onClose: () => void;
}

function Lists({
  onOpen,
  onVersions,
  busy,
  currentId,
}: {
  onOpen: (list: VolunteerSummary) => void;
  onVersions: (list: VolunteerSummary) => void;
  busy: boolean;
  currentId: number | null;
}) {
  const lists = useVolunteerLists(true);
  const remove = useRemoveVolunteer();
  if (lists.isError && !lists.data)
    return <LoadError error={lists.error} onRetry={() => void lists.refetch()} />;
  if (!lists.data) return <LoadingSkeleton rows={2} block="h-24" />;
  const columns: TableColumn<VolunteerSummary>[] = [
    {
      key: 'name',
      title: t.columns.name,
      className: 'font-medium',
      render: (l) => (
        <span className="flex flex-wrap items-center gap-1.5">
          {l.name}
          {l.id === currentId && <Badge variant="secondary">{t.editing}</Badge>}
        </span>
      ),
    },
    {
      key: 'context',
      title: t.columns.context,
      className: 'whitespace-nowrap',
      render: (l) => simulateMessages.list.context(l.year, l.category, l.batch),
    },
    { key: 'choiceCount', title: t.columns.count, align: 'right' },
    {
      key: 'updatedAt',
      title: t.columns.updated,
      className: 'whitespace-nowrap',
      render: (l) => time(l.updatedAt),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      render: (l) => (
        <span className="flex flex-wrap gap-1">
          <Button
            size="mini"
            variant="outline"
            aria-label={t.openList(l.name)}
            disabled={busy}
            onClick={() => onOpen(l)}
          >
            {t.openShort}
          </Button>
          <Button size="mini" variant="ghost" aria-label={t.versions(l.name)} onClick={() => onVersions(l)}>
            {t.versionsShort}
          </Button>
          <Button
            size="mini"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            aria-label={t.remove(l.name)}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ id: l.id, version: l.version }, { onSuccess: () => toast.success(t.removed) })
            }
          >
            {t.removeShort}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      data={lists.data}
      rowKey="id"
      caption={t.caption}
      emptyText={t.empty}
      size="small"
    />
  );
}

function Versions({
  list,
  onRestore,
  busy,
}: {
  list: VolunteerSummary;
  onRestore: (version: number) => void;
  busy: boolean;
}) {
  const versions = useVolunteerVersions(list.id);
  if (versions.isError && !versions.data) {
    return <LoadError error={versions.error} onRetry={() => void versions.refetch()} />;
  }
  if (!versions.data) return <LoadingSkeleton rows={2} block="h-24" />;
  const current = versions.data.version;
  type Item = VolunteerVersions['items'][number];
  const columns: TableColumn<Item>[] = [
    { key: 'version', title: t.versionColumns.version, render: (v) => t.version(v.version) },
    { key: 'action', title: t.versionColumns.action, render: (v) => t.actions[v.action] },
    {
      key: 'createdAt',
      title: t.versionColumns.time,
      className: 'whitespace-nowrap',
      render: (v) => time(v.createdAt),
    },
    { key: 'name', title: t.versionColumns.name },
    { key: 'choiceCount', title: t.versionColumns.count, align: 'right' },
    {
      key: 'restore',
      title: t.columns.actions,
      render: (v) =>
        v.version === current && !versions.data.deleted ? (
          <span className="text-xs text-muted-foreground">{t.current}</span>
        ) : (
          <Button
            size="mini"
            variant="outline"
            aria-label={t.restore(v.version)}
            disabled={busy}
            onClick={() => onRestore(v.version)}
          >
            {t.restoreShort}
          </Button>
        ),
    },
  ];
  return (
    <Table
      columns={columns}
      data={versions.data.items}
      rowKey="version"
      caption={t.versionsCaption}
      size="small"
    />
  );
}

export function SavedListsDialog({ signedIn, dirty, currentId, onOpened, onClose }: SavedListsDialogProps) {
  const openLogin = useSetAtom(openLoginAtom);
  const [versionsOf, setVersionsOf] = useState<VolunteerSummary | null>(null);
  const open = useOpenVolunteer();
  const restore = useRestoreVolunteer();

  const onOpen = (list: VolunteerSummary) =>
    open.mutate(list.id, {
      onSuccess: (table) => {
        onOpened(table);
        toast.success(t.opened(table.name));
      },
    });
  const onRestore = (version: number) => {
    if (!versionsOf) return;
    restore.mutate(
      { id: versionsOf.id, version },
      {
        onSuccess: (table) => {
          onOpened(table);
          toast.success(t.restored(version));
        },
      },
    );
  };

  let body;
  if (!signedIn) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-sm">
        <p>{t.loginFirst}</p>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            openLogin();
          }}
        >
          {t.login}
        </Button>
      </div>
    );
  } else if (versionsOf) {
    body = (
      <div className="flex flex-col gap-3">
        <div>
          <Button variant="link" size="small" onClick={() => setVersionsOf(null)}>
            {t.back}
          </Button>
        </div>
        <Versions list={versionsOf} onRestore={onRestore} busy={restore.isPending} />
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        {dirty && <p className="text-sm text-warning">{t.dirtyWarning}</p>}
        <Lists onOpen={onOpen} onVersions={setVersionsOf} busy={open.isPending} currentId={currentId} />
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={versionsOf ? t.versionsTitle(versionsOf.name) : t.title}
      width={720}
    >
      {body}
    </Dialog>
  );
}
