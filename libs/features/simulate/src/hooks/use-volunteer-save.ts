// Saving the 志愿表: 保存 needs a name; signed out, it opens the login dialog and goes on once signed in (closing
// the dialog drops the wish, and so does a "not logged in" answer that is followed by no login). A save from
// an older version is refused by the server as a conflict, which the panel offers to resolve (reload the
// newer one, or save as a new list); any other failure is shown as it is.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { VolunteerTable } from '@zhiyuan/contracts';
import { ERROR_CODES } from '@zhiyuan/contracts/basics';
import { authDialogAtom, isApiError, openLoginAtom } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';
import { useOpenVolunteer, useSaveVolunteer } from '../api/volunteers.ts';
import { simulateMessages } from '../messages.ts';
import { draftAtom } from '../state/draft-atoms.ts';
import { contentKey, markSaved, toSaveInput } from '../utils/draft.ts';

const t = simulateMessages.save;

export function useVolunteerSave(signedIn: boolean) {
  const [draft, setDraft] = useAtom(draftAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const authDialog = useAtomValue(authDialogAtom);
  const save = useSaveVolunteer();
  const reload = useOpenVolunteer();
  const [nameError, setNameError] = useState<string | null>(null);
  // A save asked for while signed out, carried out once signed in.
  const saveAfterLogin = useRef(false);

  const failure = save.error;
  const conflict = isApiError(failure) && failure.code === ERROR_CODES.conflict ? failure.message : null;
  const saveError =
    failure && !conflict && !(isApiError(failure) && failure.code === ERROR_CODES.unauthorized)
      ? failure.message
      : null;

  /** Sends the list (not when it has no name: `onSave` says so). */
  const send = (asNew = false) => {
    if (!draft || draft.name.trim() === '') return;
    const sentKey = contentKey(draft);
    save.mutate(toSaveInput(draft, asNew), {
      onSuccess: (table) => {
        setDraft((current) => (current ? markSaved(current, table, sentKey) : current));
        toast.success(t.saved);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ERROR_CODES.unauthorized) saveAfterLogin.current = true;
      },
    });
  };

  const onSave = () => {
    if (!draft) return;
    if (draft.name.trim() === '') {
      setNameError(t.nameRequired);
      return;
    }
    setNameError(null);
    if (!signedIn) {
      saveAfterLogin.current = true;
      toast.info(t.loginFirst);
      openLogin();
      return;
    }
    send();
  };

  const saveNow = useEffectEvent(() => send());
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

  /** Forgets the last save's outcome (after the list was replaced or cleared). */
  const reset = () => {
    save.reset();
    setNameError(null);
  };

  /** Reloads the saved list the conflict is about. */
  const reloadSaved = (onOpened: (table: VolunteerTable) => void) => {
    if (draft?.id != null) reload.mutate(draft.id, { onSuccess: onOpened });
  };

  return {
    saving: save.isPending,
    reloading: reload.isPending,
    conflict,
    saveError,
    nameError,
    onSave,
    saveAsNew: () => send(true),
    reloadSaved,
    reset,
  };
}
