// The 志愿表 being edited (the draft): its candidate context (year, category, batch, score or rank, 选科, the
// special plans the student ticked — kept in the browser only, to ask again with them when the page reopens),
// the ordered choices with what the page shows of each (college and group names, the latest estimate), and,
// once saved, the id and version it was saved as. Pure functions change it; the storage atom keeps it in the
// browser. The same draft becomes the body of POST /api/volunteer/check and /save, and is rebuilt from a
// saved table or a kept version.
import type {
  RecommendItem,
  VolunteerCheckData,
  VolunteerCheckInput,
  VolunteerSaveInput,
  VolunteerTable,
} from '@zhiyuan/contracts';
import {
  ACCESS_KINDS,
  ADMISSION_TIERS,
  CANDIDATE_SUBJECTS,
  type AccessKind,
  type AdmissionTier,
  type CandidateSubject,
} from '@zhiyuan/contracts/basics';

export interface DraftMajor {
  code: string | null;
  name: string;
}

export interface DraftChoice {
  /** Unique within the draft (the sortable list's id). */
  uid: string;
  collegeId: number;
  collegeCode: string;
  collegeName: string;
  groupCode: string | null;
  majors: DraftMajor[];
  adjustment: boolean;
  subjectRequirement: string | null;
  probability: number | null;
  tier: AdmissionTier | null;
  /** The province's 招生代码, null where none is stored (drafts stored before it read as null). */
  enrollmentCode: string | null;
  /** The suggestion came from generated sample data (示例数据). */
  sample: boolean;
}

export interface VolunteerDraft {
  /** Set once saved. */
  id: number | null;
  version: number | null;
  name: string;
  year: number;
  category: string;
  batch: string;
  score: number | null;
  rank: number | null;
  electives: CandidateSubject[];
  /** 我符合的特殊计划 when the choices were added (not saved with a list; drafts stored before it read as none). */
  eligibility: AccessKind[];
  choices: DraftChoice[];
  /** Changed since it was last saved or opened. */
  dirty: boolean;
}

export interface DraftContext {
  year: number;
  category: string;
  batch: string;
  score: number | null;
  rank: number | null;
  electives: CandidateSubject[];
  /** The special plans the student ticked (none when absent). */
  eligibility?: AccessKind[];
}

/** `<college id>|<group code>`: one unit of the batch. */
export const unitKey = (c: { collegeId: number; groupCode: string | null }) =>
  `${c.collegeId}|${c.groupCode ?? ''}`;

/** 内蒙古大学 01组, as the lists and the checks name a choice. */
export const unitName = (c: { collegeName: string; groupCode: string | null }) =>
  c.groupCode ? `${c.collegeName} ${c.groupCode}组` : c.collegeName;

let uidCounter = 0;
const newUid = (c: { collegeId: number; groupCode: string | null }) => {
  uidCounter += 1;
  return `${unitKey(c)}#${Date.now().toString(36)}${uidCounter}`;
};

export function emptyDraft(context: DraftContext, name: string): VolunteerDraft {
  return {
    id: null,
    version: null,
    name,
    ...context,
    eligibility: [...(context.eligibility ?? [])],
    choices: [],
    dirty: false,
  };
}

/** Whether the draft was made for the same year, category and batch. */
export function sameContext(
  draft: VolunteerDraft,
  context: Pick<DraftContext, 'year' | 'category' | 'batch'>,
) {
  return draft.year === context.year && draft.category === context.category && draft.batch === context.batch;
}

/** 1-based position in the draft of the suggestion with `key` (`<college code>|<group code>`), or 0. */
export function positionOf(draft: VolunteerDraft | null, key: string): number {
  if (!draft) return 0;
  return draft.choices.findIndex((c) => `${c.collegeCode}|${c.groupCode ?? ''}` === key) + 1;
}

/** A choice from a suggestion, with the majors picked (in order) and 服从调剂. */
export function choiceFromItem(
  item: RecommendItem,
  majors: readonly { code: string | null; name: string }[],
  adjustment: boolean,
): DraftChoice {
  const base = { collegeId: item.college.id, groupCode: item.group?.code ?? null };
  return {
    uid: newUid(base),
    ...base,
    collegeCode: item.college.code,
    collegeName: item.college.name,
    majors: majors.map((m) => ({ code: m.code, name: m.name })),
    adjustment,
    subjectRequirement: item.subjectRequirement,
    probability: item.probability,
    tier: item.tier,
    enrollmentCode: item.enrollmentCode,
    sample: item.sample,
  };
}

const edited = (draft: VolunteerDraft, choices: DraftChoice[]): VolunteerDraft => ({
  ...draft,
  choices,
  dirty: true,
});

/** Appends a choice; the candidate's score or rank and 选科 follow the latest query. */
export function addChoice(
  draft: VolunteerDraft,
  choice: DraftChoice,
  context?: DraftContext,
): VolunteerDraft {
  const next = edited(draft, [...draft.choices, choice]);
  return context
    ? {
        ...next,
        score: context.score,
        rank: context.rank,
        electives: [...context.electives],
        eligibility: [...(context.eligibility ?? [])],
      }
    : next;
}

export function removeChoice(draft: VolunteerDraft, uid: string): VolunteerDraft {
  return edited(
    draft,
    draft.choices.filter((c) => c.uid !== uid),
  );
}

/** Moves the choice at `from` to `to` (0-based); out-of-range moves change nothing. */
export function moveChoice(draft: VolunteerDraft, from: number, to: number): VolunteerDraft {
  const { choices } = draft;
  if (from === to || from < 0 || to < 0 || from >= choices.length || to >= choices.length) return draft;
  const next = [...choices];
  const [moved] = next.splice(from, 1);
  if (!moved) return draft;
  next.splice(to, 0, moved);
  return edited(draft, next);
}

export function setAdjustment(draft: VolunteerDraft, uid: string, adjustment: boolean): VolunteerDraft {
  return edited(
    draft,
    draft.choices.map((c) => (c.uid === uid ? { ...c, adjustment } : c)),
  );
}

export function renameDraft(draft: VolunteerDraft, name: string): VolunteerDraft {
  return { ...draft, name, dirty: true };
}

/** The list as POST /api/volunteer/check takes it. */
export function toCheckInput(draft: VolunteerDraft): VolunteerCheckInput {
  const input: VolunteerCheckInput = {
    year: draft.year,
    category: draft.category,
    batch: draft.batch,
    choices: draft.choices.map((c) => ({
      collegeId: c.collegeId,
      groupCode: c.groupCode,
      majors: c.majors.map((m) => ({ code: m.code, name: m.name })),
      adjustment: c.adjustment,
    })),
  };
  if (draft.score !== null) input.score = draft.score;
  else if (draft.rank !== null) input.rank = draft.rank;
  if (draft.electives.length > 0) input.electives = [...draft.electives];
  return input;
}

/** The list as POST /api/volunteer/save takes it: a new list, or a new version of the saved one. */
export function toSaveInput(draft: VolunteerDraft, asNew = false): VolunteerSaveInput {
  const input: VolunteerSaveInput = { ...toCheckInput(draft), name: draft.name.trim() };
  if (!asNew && draft.id !== null && draft.version !== null) {
    input.id = draft.id;
    input.version = draft.version;
  }
  return input;
}

/** A saved table (or the answer of a save or restore) as the draft to edit. */
export function draftFromTable(table: VolunteerTable): VolunteerDraft {
  return {
    id: table.id,
    version: table.version,
    name: table.name,
    year: table.year,
    category: table.category,
    batch: table.batch,
    score: table.score,
    rank: table.rank,
    electives: [...table.electives],
    eligibility: [],
    choices: table.choices.map((c) => ({
      uid: newUid(c),
      collegeId: c.collegeId,
      collegeCode: c.collegeCode,
      collegeName: c.collegeName,
      groupCode: c.groupCode,
      majors: c.majors.map((m) => ({ code: m.code, name: m.name })),
      adjustment: c.adjustment,
      subjectRequirement: c.subjectRequirement,
      probability: c.probability,
      tier: c.tier,
      enrollmentCode: c.enrollmentCode,
      sample: c.sample,
    })),
    dirty: false,
  };
}

/** What a save sends, without id and version: to tell whether the draft changed while it was saved. */
export const contentKey = (draft: VolunteerDraft) => JSON.stringify(toSaveInput(draft, true));

/** After a save: the server's id and version; still dirty only if edited after `sentKey` was sent. */
export function markSaved(
  draft: VolunteerDraft,
  table: Pick<VolunteerTable, 'id' | 'version'>,
  sentKey: string,
): VolunteerDraft {
  return {
    ...draft,
    id: table.id,
    version: table.version,
    dirty: draft.dirty && contentKey(draft) !== sentKey,
  };
}

/**
 * Each choice's estimate from the latest check, when the check was made for the list as it is now (the same
 * units in the same order); else what the draft remembers.
 */
export function estimatesOf(
  draft: VolunteerDraft,
  check: Pick<VolunteerCheckData, 'choices'> | undefined,
): { probability: number | null; tier: AdmissionTier | null }[] {
  const fresh =
    check !== undefined &&
    check.choices.length === draft.choices.length &&
    check.choices.every(
      (c, i) => unitKey(c) === unitKey(draft.choices[i] ?? { collegeId: -1, groupCode: null }),
    );
  return draft.choices.map((c, i) => {
    const from = fresh ? check.choices[i] : undefined;
    return from
      ? { probability: from.probability, tier: from.tier }
      : { probability: c.probability, tier: c.tier };
  });
}

// Reading a stored draft back, field by field, without zod: the draft is read as the page draws (the storage
// atom reads on init), and zod there made /policy/simulate load the contract registry's chunk (issue 33).
// Only the fields below are kept; a value of the wrong type anywhere drops the whole draft.
const INVALID = Symbol('invalid draft');
const invalid = (): never => {
  throw INVALID;
};
type Read<T> = (value: unknown) => T;
const text: Read<string> = (v) => (typeof v === 'string' ? v : invalid());
const finite: Read<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : invalid());
const integer: Read<number> = (v) => (Number.isSafeInteger(v) ? (v as number) : invalid());
const flag: Read<boolean> = (v) => (typeof v === 'boolean' ? v : invalid());
const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (v) =>
    v === null ? null : read(v);
const orWhenAbsent =
  <T>(read: Read<T>, absent: T): Read<T> =>
  (v) =>
    v === undefined ? absent : read(v);
const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (v) =>
    values.find((x) => x === v) ?? invalid();
const listOf =
  <T>(read: Read<T>): Read<T[]> =>
  (v) =>
    Array.isArray(v) ? v.map((item) => read(item)) : invalid();
const fields = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : invalid();

const readMajor: Read<DraftMajor> = (v) => {
  const m = fields(v);
  return { code: nullable(text)(m['code']), name: text(m['name']) };
};

const readChoice: Read<DraftChoice> = (v) => {
  const c = fields(v);
  return {
    uid: text(c['uid']),
    collegeId: integer(c['collegeId']),
    collegeCode: text(c['collegeCode']),
    collegeName: text(c['collegeName']),
    groupCode: nullable(text)(c['groupCode']),
    majors: listOf(readMajor)(c['majors']),
    adjustment: flag(c['adjustment']),
    subjectRequirement: nullable(text)(c['subjectRequirement']),
    probability: nullable(finite)(c['probability']),
    tier: nullable(oneOf(ADMISSION_TIERS))(c['tier']),
    enrollmentCode: orWhenAbsent(nullable(text), null)(c['enrollmentCode']),
    sample: orWhenAbsent(flag, false)(c['sample']),
  };
};

const readDraft: Read<VolunteerDraft> = (v) => {
  const d = fields(v);
  return {
    id: nullable(integer)(d['id']),
    version: nullable(integer)(d['version']),
    name: text(d['name']),
    year: integer(d['year']),
    category: text(d['category']),
    batch: text(d['batch']),
    score: nullable(finite)(d['score']),
    rank: nullable(integer)(d['rank']),
    electives: listOf(oneOf(CANDIDATE_SUBJECTS))(d['electives']),
    eligibility: orWhenAbsent(listOf(oneOf(ACCESS_KINDS)), [])(d['eligibility']),
    choices: listOf(readChoice)(d['choices']),
    dirty: flag(d['dirty']),
  };
};

/** Reads back what local storage holds: a valid draft (unknown fields left out), or null. */
export function parseStoredDraft(value: unknown): VolunteerDraft | null {
  try {
    return readDraft(value);
  } catch (error) {
    if (error === INVALID) return null;
    throw error;
  }
}
