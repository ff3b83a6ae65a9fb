// 志愿表: the list being edited (kept in the browser), its name and context, the ordered choices with 服从调剂,
// the live checks (asked once the student pauses), and what can be done with it: 保存 (signed out, the login
// dialog opens and the save goes on once signed in; a save from an older version is refused and offers the
// newer one), 我的志愿表 with versions, 打印预览 on an A4 sheet, 导出 Excel, 清空.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { FileSpreadsheet, FolderOpen, Printer, Save, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import {
  ERROR_CODES,
  VOLUNTEER_NAME_MAX_LENGTH,
  type SiteYear,
  type VolunteerTable,
} from '@zhiyuan/contracts';
import { authDialogAtom, isApiError, openLoginAtom } from '@zhiyuan/domain';
import { Button, Dialog, DialogClose, Empty, FormField, Input, toast } from '@zhiyuan/ui';
import { useStudentDetails } from '../api/student.ts';
import { useOpenVolunteer, useSaveVolunteer, useVolunteerCheck } from '../api/volunteers.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { simulateMessages } from '../messages.ts';
import {
  clearDraftAtom,
  draftAtom,
  moveChoiceAtom,
  removeChoiceAtom,
  renameDraftAtom,
  setAdjustmentAtom,
} from '../state/draft-atoms.ts';
import {
  contentKey,
  draftFromTable,
  estimatesOf,
  markSaved,
  toCheckInput,
  toSaveInput,
} from '../utils/draft.ts';
import { saveFile, volunteerWorkbook, XLSX_TYPE } from '../utils/export-xlsx.ts';
import { today, volunteerRows } from '../utils/volunteer-rows.ts';
import { SavedListsDialog } from './saved-lists-dialog.tsx';
import { VolunteerChecks } from './volunteer-checks.tsx';
import { VolunteerChoiceList } from './volunteer-choice-list.tsx';
import { studentFields, VolunteerPrint } from './volunteer-print.tsx';

const t = simulateMessages;

/** How long the list must stay unchanged before it is checked. */
export const CHECK_DELAY_MS = 400;

const SEVERITY_RANK = { error: 3, warning: 2, info: 1 } as const;

export interface VolunteerPanelProps {
  /** The years of the site config, for the batch's limits before the first check answers. */
  years: readonly SiteYear[];
  signedIn: boolean;
  /** A saved list was opened or restored (the page may follow its year, category and batch). */
  onOpened?: (table: VolunteerTable) => void;
  /** Id of the panel's heading, the target of the phones' 志愿表 link. */
  headingId?: string;
}

export function VolunteerPanel({ years, signedIn, onOpened, headingId }: VolunteerPanelProps) {
  const id = useId();
  const heading = headingId ?? `${id}-heading`;
  const [draft, setDraft] = useAtom(draftAtom);
  const move = useSetAtom(moveChoiceAtom);
  const remove = useSetAtom(removeChoiceAtom);
  const adjust = useSetAtom(setAdjustmentAtom);
  const rename = useSetAtom(renameDraftAtom);
  const clear = useSetAtom(clearDraftAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const authDialog = useAtomValue(authDialogAtom);
  const [announcement, setAnnouncement] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'mine' | 'print' | 'clear' | null>(null);
  const [exporting, setExporting] = useState(false);
  const save = useSaveVolunteer();
  const reload = useOpenVolunteer();
  const { details: student } = useStudentDetails(signedIn);
  // A save asked for while signed out, carried out once signed in.
  const saveAfterLogin = useRef(false);

  const checkInput = useDebouncedValue(draft ? toCheckInput(draft) : null, CHECK_DELAY_MS);
  const check = useVolunteerCheck(checkInput ?? undefined);

  const batch = draft
    ? years.find((y) => y.year === draft.year)?.batches.find((b) => b.name === draft.batch)
    : undefined;
  const limits = check.data?.limits ?? {
    choices: batch?.choices ?? 0,
    majorsPerChoice: batch?.majorsPerChoice ?? 0,
    adjustment: batch?.adjustment ?? true,
    unit: batch?.unit ?? '',
  };
  const estimates = useMemo(() => (draft ? estimatesOf(draft, check.data) : []), [draft, check.data]);
  const findings = useMemo(() => {
    const map = new Map<number, 'error' | 'warning' | 'info'>();
    for (const c of check.data?.checks ?? []) {
      for (const p of c.positions) {
        const was = map.get(p);
        if (!was || SEVERITY_RANK[c.severity] > SEVERITY_RANK[was]) map.set(p, c.severity);
      }
    }
    return map;
  }, [check.data]);

  // The last save's failure: a stale version is a conflict to resolve; "not logged in" reopens the login
  // dialog (the save goes on after it); anything else is shown as it is.
  const failure = save.error;
  const conflict = isApiError(failure) && failure.code === ERROR_CODES.conflict ? failure.message : null;
  const saveError =
    failure && !conflict && !(isApiError(failure) && failure.code === ERROR_CODES.unauthorized)
      ? failure.message
      : null;

  const opened = (table: VolunteerTable) => {
    setDraft(draftFromTable(table));
    save.reset();
    setNameError(null);
    setDialog(null);
    onOpened?.(table);
  };

  /** Sends the list (not when it has no name: the click handler says so). */
  const doSave = (asNew = false) => {
    if (!draft || draft.name.trim() === '') return;
    const sentKey = contentKey(draft);
    save.mutate(toSaveInput(draft, asNew), {
      onSuccess: (table) => {
        setDraft((current) => (current ? markSaved(current, table, sentKey) : current));
        toast.success(t.save.saved);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ERROR_CODES.unauthorized) saveAfterLogin.current = true;
      },
    });
  };

  const onSave = () => {
    if (!draft) return;
    if (draft.name.trim() === '') {
      setNameError(t.save.nameRequired);
      return;
    }
    setNameError(null);
    if (!signedIn) {
      saveAfterLogin.current = true;
      toast.info(t.save.loginFirst);
      openLogin();
      return;
    }
    doSave();
  };

  const saveNow = useEffectEvent(() => doSave());
  useEffect(() => {
    if (!saveAfterLogin.current) return;
    if (!signedIn) {
      // Closing the dialog without signing in drops the wish.
      if (authDialog === null) saveAfterLogin.current = false;
      return;
    }
    saveAfterLogin.current = false;
    saveNow();
  }, [signedIn, authDialog]);

  const rows = draft ? volunteerRows(draft, estimates) : [];

  const onExport = async () => {
    if (!draft) return;
    setExporting(true);
    try {
      const bytes = await volunteerWorkbook({
        title: draft.name,
        details: studentFields(draft, signedIn ? student : null),
        rows,
        note: t.print.note,
      });
      saveFile(bytes, t.exportXlsx.fileName(draft.name.trim() || t.list.heading, today()), XLSX_TYPE);
      toast.success(t.exportXlsx.done);
    } catch {
      toast.error(t.exportXlsx.failed);
    } finally {
      setExporting(false);
    }
  };

  const hasChoices = draft !== null && draft.choices.length > 0;
  const status = !draft
    ? ''
    : draft.version !== null && !draft.dirty
      ? t.list.saved(draft.version)
      : draft.version !== null
        ? t.list.unsaved
        : t.list.notSaved;

  return (
    <section aria-labelledby={heading} className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} tabIndex={-1} className="text-lg font-medium focus:outline-none">
          {t.list.heading}
        </h2>
        <Button variant="ghost" size="small" onClick={() => setDialog('mine')}>
          <FolderOpen aria-hidden="true" />
          {t.mine.open}
        </Button>
      </div>

      {!draft ? (
        <Empty description={t.list.empty} className="py-4" />
      ) : (
        <>
          <FormField label={t.list.name} error={nameError ?? undefined}>
            <Input
              value={draft.name}
              maxLength={VOLUNTEER_NAME_MAX_LENGTH}
              onChange={(event) => rename(event.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {t.list.context(draft.year, draft.category, draft.batch)}
              {(draft.score !== null || draft.rank !== null) && (
                <span className="text-muted-foreground"> · {t.list.candidate(draft.score, draft.rank)}</span>
              )}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {t.list.count(draft.choices.length, limits.choices)}
            </span>
          </div>
          <p className="text-xs text-muted-foreground" role="status">
            {status}
          </p>
          {hasChoices ? (
            <VolunteerChoiceList
              choices={draft.choices}
              estimates={estimates}
              majorsPerChoice={limits.majorsPerChoice}
              adjustmentOffered={limits.adjustment}
              findings={findings}
              onMove={(from, to) => move({ from, to })}
              onRemove={remove}
              onAdjust={(uid, adjustment) => adjust({ uid, adjustment })}
              announce={setAnnouncement}
            />
          ) : (
            <Empty description={t.list.empty} className="py-4" />
          )}
          <VolunteerChecks
            data={check.data}
            checking={check.isFetching}
            error={check.error}
            onRetry={() => void check.refetch()}
          />
          {conflict && (
            <div
              role="alert"
              className="flex flex-col gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm"
            >
              <p className="font-medium">{t.save.conflictTitle}</p>
              <p>{conflict}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="small"
                  variant="outline"
                  loading={reload.isPending}
                  onClick={() => draft.id !== null && reload.mutate(draft.id, { onSuccess: opened })}
                >
                  {t.save.reload}
                </Button>
                <Button size="small" onClick={() => doSave(true)}>
                  {t.save.saveAsNew}
                </Button>
              </div>
            </div>
          )}
          {saveError && (
            <p role="alert" className="text-sm text-destructive">
              {t.save.failed}：{saveError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" loading={save.isPending} onClick={onSave}>
              <Save aria-hidden="true" />
              {save.isPending ? t.save.saving : t.save.save}
            </Button>
            <Button disabled={!hasChoices} onClick={() => setDialog('print')}>
              <Printer aria-hidden="true" />
              {t.print.open}
            </Button>
            <Button disabled={!hasChoices} loading={exporting} onClick={() => void onExport()}>
              <FileSpreadsheet aria-hidden="true" />
              {exporting ? t.exportXlsx.working : t.exportXlsx.button}
            </Button>
            <Button variant="ghost" onClick={() => setDialog('clear')}>
              <Trash2 aria-hidden="true" />
              {t.list.clear}
            </Button>
          </div>
        </>
      )}
      <p className="text-xs text-muted-foreground">{t.list.kept}</p>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>

      {dialog === 'mine' && (
        <SavedListsDialog
          signedIn={signedIn}
          dirty={draft?.dirty ?? false}
          currentId={draft?.id ?? null}
          onOpened={opened}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'print' && draft && (
        <VolunteerPrint
          draft={draft}
          rows={rows}
          candidateRank={check.data?.candidateRank ?? null}
          student={signedIn ? student : null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'clear' && (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
          title={t.list.clear}
          width={400}
          footer={
            <>
              <DialogClose>
                <Button>{t.add.cancel}</Button>
              </DialogClose>
              <Button
                variant="danger"
                onClick={() => {
                  clear();
                  save.reset();
                  setNameError(null);
                  setDialog(null);
                }}
              >
                {t.list.clearYes}
              </Button>
            </>
          }
        >
          <p className="text-sm">{t.list.clearConfirm}</p>
        </Dialog>
      )}
    </section>
  );
}
