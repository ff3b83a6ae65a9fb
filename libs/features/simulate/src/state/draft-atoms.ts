// The 志愿表 being edited lives in local storage while the student works on it, so a refresh, a closed tab or
// a lost connection never loses it; what is read back is validated (a value from an older page or someone
// else's key is dropped). Signing in or out does not touch it: a list made before logging in is saved after.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/vanilla/utils';
import {
  addChoice,
  moveChoice,
  parseStoredDraft,
  removeChoice,
  renameDraft,
  setAdjustment,
  type DraftChoice,
  type DraftContext,
  type VolunteerDraft,
} from '../utils/draft.ts';

export const DRAFT_STORAGE_KEY = 'zhiyuan.simulate.draft';

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be refused (privacy modes, sandboxed frames): the list then holds for this page only.
    return undefined;
  }
}

type Draft = VolunteerDraft | null;

/** The draft's localStorage adapter: JSON, validated on read, tolerant of storage being unavailable. */
export const draftStorage = {
  getItem(key: string, initialValue: Draft): Draft {
    const raw = localStore()?.getItem(key);
    if (raw === null || raw === undefined) return initialValue;
    try {
      return parseStoredDraft(JSON.parse(raw));
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: Draft): void {
    try {
      if (value === null) localStore()?.removeItem(key);
      else localStore()?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage refused: the list still holds while the page is open.
    }
  },
  removeItem(key: string): void {
    localStore()?.removeItem(key);
  },
  subscribe(key: string, callback: (value: Draft) => void, initialValue: Draft): () => void {
    if (typeof window === 'undefined') return () => undefined;
    // The same list edited in another tab.
    const listener = (event: StorageEvent) => {
      if (event.key !== key) return;
      callback(event.newValue === null ? initialValue : draftStorage.getItem(key, initialValue));
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/** The list being edited, or null before the first choice. */
export const draftAtom = atomWithStorage<Draft>(DRAFT_STORAGE_KEY, null, draftStorage, { getOnInit: true });

/** Adds a choice; a draft for another year, category or batch is replaced by a new one (`fresh`). */
export const addChoiceAtom = atom(
  null,
  (
    get,
    set,
    { choice, context, fresh }: { choice: DraftChoice; context: DraftContext; fresh: VolunteerDraft },
  ) => {
    const draft = get(draftAtom);
    const base =
      draft &&
      draft.year === context.year &&
      draft.category === context.category &&
      draft.batch === context.batch
        ? draft
        : fresh;
    set(draftAtom, addChoice(base, choice, context));
  },
);

export const removeChoiceAtom = atom(null, (get, set, uid: string) => {
  const draft = get(draftAtom);
  if (draft) set(draftAtom, removeChoice(draft, uid));
});

export const moveChoiceAtom = atom(null, (get, set, { from, to }: { from: number; to: number }) => {
  const draft = get(draftAtom);
  if (draft) set(draftAtom, moveChoice(draft, from, to));
});

export const setAdjustmentAtom = atom(
  null,
  (get, set, { uid, adjustment }: { uid: string; adjustment: boolean }) => {
    const draft = get(draftAtom);
    if (draft) set(draftAtom, setAdjustment(draft, uid, adjustment));
  },
);

export const renameDraftAtom = atom(null, (get, set, name: string) => {
  const draft = get(draftAtom);
  if (draft) set(draftAtom, renameDraft(draft, name));
});

export const clearDraftAtom = atom(null, (_get, set) => set(draftAtom, null));
