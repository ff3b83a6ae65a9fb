// The 志愿表's name (editable), what it is for (year, category, batch, the candidate's score or rank), how
// many choices of how many it holds, and whether it is saved.
import { useSetAtom } from 'jotai';
import { VOLUNTEER_NAME_MAX_LENGTH } from '@zhiyuan/contracts/basics';
import { FormField, Input } from '@zhiyuan/ui';
import { simulateMessages } from '../messages.ts';
import { renameDraftAtom } from '../state/draft-atoms.ts';
import type { VolunteerDraft } from '../utils/draft.ts';

const t = simulateMessages.list;

function saveStatus(draft: VolunteerDraft): string {
  if (draft.version === null) return t.notSaved;
  return draft.dirty ? t.unsaved : t.saved(draft.version);
}

export interface DraftDetailsProps {
  draft: VolunteerDraft;
  /** How many choices the batch allows. */
  maxChoices: number;
  nameError: string | null;
}

export function DraftDetails({ draft, maxChoices, nameError }: DraftDetailsProps) {
  const rename = useSetAtom(renameDraftAtom);
  return (
    <>
      <FormField label={t.name} error={nameError ?? undefined}>
        <Input
          value={draft.name}
          maxLength={VOLUNTEER_NAME_MAX_LENGTH}
          onChange={(event) => rename(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {t.context(draft.year, draft.category, draft.batch)}
          {(draft.score !== null || draft.rank !== null) && (
            <span className="text-muted-foreground"> · {t.candidate(draft.score, draft.rank)}</span>
          )}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {t.count(draft.choices.length, maxChoices)}
        </span>
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {saveStatus(draft)}
      </p>
    </>
  );
}
