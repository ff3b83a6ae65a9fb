// 志愿表: the list being edited (kept in the browser), its name and context, the ordered choices with 服从调剂,
// the live checks (asked once the student pauses), and what can be done with it: 保存 (see
// use-volunteer-save), 我的志愿表 with versions, 打印预览 on an A4 sheet, 导出 Excel, 清空. The pieces live in
// their own files; this one lays them out and keeps which dialog is open.
import { useAtom, useSetAtom } from 'jotai';
import { FolderOpen } from 'lucide-react';
import { useId, useState } from 'react';
import type { AccessKind, SiteYear, VolunteerTable } from '@zhiyuan/contracts';
import { Button, Empty } from '@zhiyuan/ui';
import { useStudentDetails } from '../api/student.ts';
import { useVolunteerChecks } from '../hooks/use-volunteer-checks.ts';
import { useVolunteerExport } from '../hooks/use-volunteer-export.ts';
import { useVolunteerSave } from '../hooks/use-volunteer-save.ts';
import { simulateMessages } from '../messages.ts';
import {
  clearDraftAtom,
  draftAtom,
  moveChoiceAtom,
  removeChoiceAtom,
  setAdjustmentAtom,
} from '../state/draft-atoms.ts';
import { useChoiceComments } from '../api/choice-comments.ts';
import { commentsByChoice } from '../utils/choice-comments.ts';
import { draftFromTable } from '../utils/draft.ts';
import { volunteerRows } from '../utils/volunteer-rows.ts';
import { ClearListDialog } from './clear-list-dialog.tsx';
import { DraftDetails } from './draft-details.tsx';
import { SaveConflict } from './save-conflict.tsx';
import { SavedListsDialog } from './saved-lists-dialog.tsx';
import { VolunteerChecks } from './volunteer-checks.tsx';
import { VolunteerChoiceList } from './volunteer-choice-list.tsx';
import { VolunteerPrint } from './volunteer-print.tsx';
import { VolunteerToolbar } from './volunteer-toolbar.tsx';

const t = simulateMessages;

export interface VolunteerPanelProps {
  /** The years of the site config, for the batch's limits before the first check answers. */
  years: readonly SiteYear[];
  signedIn: boolean;
  /** A saved list was opened or restored (the page may follow its year, category and batch). */
  onOpened?: (table: VolunteerTable) => void;
  /** Id of the panel's heading, the target of the phones' 志愿表 link. */
  headingId?: string;
  /** The special plans the student says they qualify for, sent with the checks. */
  eligibility?: readonly AccessKind[];
}

export function VolunteerPanel({ years, signedIn, onOpened, headingId, eligibility }: VolunteerPanelProps) {
  const id = useId();
  const heading = headingId ?? `${id}-heading`;
  const [draft, setDraft] = useAtom(draftAtom);
  const move = useSetAtom(moveChoiceAtom);
  const remove = useSetAtom(removeChoiceAtom);
  const adjust = useSetAtom(setAdjustmentAtom);
  const clear = useSetAtom(clearDraftAtom);
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<'mine' | 'print' | 'clear' | null>(null);
  const { check, limits, estimates, findings } = useVolunteerChecks(draft, years, eligibility);
  const save = useVolunteerSave(signedIn);
  const { exporting, exportXlsx } = useVolunteerExport();
  const { details } = useStudentDetails(signedIn);
  const student = signedIn ? details : null;
  const choiceComments = useChoiceComments(draft?.id ?? null, signedIn);

  const opened = (table: VolunteerTable) => {
    setDraft(draftFromTable(table));
    save.reset();
    setDialog(null);
    onOpened?.(table);
  };

  const rows = draft ? volunteerRows(draft, estimates) : [];
  const hasChoices = draft !== null && draft.choices.length > 0;

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
          <DraftDetails draft={draft} maxChoices={limits.choices} nameError={save.nameError} />
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
              comments={commentsByChoice(draft.choices, choiceComments)}
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
          {save.conflict && (
            <SaveConflict
              message={save.conflict}
              reloading={save.reloading}
              onReload={() => save.reloadSaved(opened)}
              onSaveAsNew={save.saveAsNew}
            />
          )}
          {save.saveError && (
            <p role="alert" className="text-sm text-destructive">
              {t.save.failed}：{save.saveError}
            </p>
          )}
          <VolunteerToolbar
            hasChoices={hasChoices}
            saving={save.saving}
            exporting={exporting}
            onSave={save.onSave}
            onPrint={() => setDialog('print')}
            onExport={() => void exportXlsx(draft, rows, student)}
            onClear={() => setDialog('clear')}
          />
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
          student={student}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'clear' && (
        <ClearListDialog
          onConfirm={() => {
            clear();
            save.reset();
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
