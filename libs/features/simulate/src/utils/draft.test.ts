import { createStore } from 'jotai';
import { describe, expect, it, beforeEach } from 'vitest';
import type { VolunteerTable } from '@zhiyuan/contracts';
import { recommendItemsFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { addChoiceAtom, draftAtom, DRAFT_STORAGE_KEY, moveChoiceAtom } from '../state/draft-atoms.ts';
import {
  choiceFromItem,
  contentKey,
  draftFromTable,
  emptyDraft,
  estimatesOf,
  markSaved,
  moveChoice,
  parseStoredDraft,
  positionOf,
  toCheckInput,
  toSaveInput,
  type DraftContext,
} from './draft.ts';

const context: DraftContext = {
  year: 2026,
  category: '物理类',
  batch: '本科批',
  score: 600,
  rank: null,
  electives: ['物理', '化学', '生物'],
};
const [a, b, c] = recommendItemsFixture;
const choice = (item = a!) => choiceFromItem(item, item.majors.slice(0, 1), true);
const withThree = () => ({ ...emptyDraft(context, '表'), choices: [choice(a), choice(b), choice(c)] });

beforeEach(() => localStorage.clear());

describe('draft', () => {
  it('moves a choice and leaves out-of-range moves alone', () => {
    const draft = withThree();
    const moved = moveChoice(draft, 2, 0);
    expect(moved.choices.map((x) => x.collegeName)).toEqual(['内蒙古大学', '长安大学', '石河子大学']);
    expect(moved.dirty).toBe(true);
    expect(moveChoice(draft, 0, 3)).toBe(draft);
    expect(moveChoice(draft, 1, 1)).toBe(draft);
  });

  it('finds a suggestion by its key', () => {
    expect(positionOf(withThree(), '4115010126|01')).toBe(3);
    expect(positionOf(withThree(), '4115010126|02')).toBe(0);
    expect(positionOf(null, '4115010126|01')).toBe(0);
  });

  it('makes the check and save bodies, with id and version only for a saved list', () => {
    const draft = withThree();
    expect(toCheckInput(draft)).toMatchObject({
      year: 2026,
      score: 600,
      electives: ['物理', '化学', '生物'],
    });
    expect(toCheckInput({ ...draft, score: null, rank: 9000 })).toMatchObject({ rank: 9000 });
    expect(toSaveInput(draft)).not.toHaveProperty('id');
    const saved = { ...draft, id: 7, version: 3 };
    expect(toSaveInput(saved)).toMatchObject({ id: 7, version: 3, name: '表' });
    expect(toSaveInput(saved, true)).not.toHaveProperty('id');
  });

  it('stays dirty after a save only when edited while saving', () => {
    const draft = withThree();
    const sent = contentKey(draft);
    expect(markSaved(draft, { id: 1, version: 1 }, sent)).toMatchObject({ id: 1, version: 1, dirty: false });
    const edited = moveChoice(draft, 0, 1);
    expect(markSaved(edited, { id: 1, version: 1 }, sent).dirty).toBe(true);
  });

  it('uses the latest check for the estimates only when it matches the list', () => {
    const draft = withThree();
    const out = (p: number, tier: '冲' | '稳' | '保', from = draft.choices) =>
      from.map((x) => ({ ...x, probability: p, tier }));
    expect(estimatesOf(draft, { choices: out(0.9, '保') }).map((e) => e.tier)).toEqual(['保', '保', '保']);
    const other = moveChoice(draft, 0, 2);
    expect(estimatesOf(other, { choices: out(0.9, '保') }).map((e) => e.tier)).toEqual(['冲', '冲', '冲']);
  });

  it('rebuilds a draft from a saved table', () => {
    const table: VolunteerTable = {
      id: 3,
      name: '稳妥方案',
      year: 2026,
      category: '物理类',
      batch: '本科批',
      score: null,
      rank: 8000,
      electives: ['物理'],
      candidateRank: 8000,
      choices: [
        {
          collegeId: 366,
          groupCode: '02',
          majors: [{ code: '020101', name: '经济学' }],
          adjustment: false,
          collegeCode: '4115010126',
          collegeName: '内蒙古大学',
          subjectRequirement: '物理',
          probability: 0.4,
          tier: '冲',
          enrollmentCode: '15001',
          sample: true,
        },
      ],
      checks: [],
      limits: { choices: 45, majorsPerChoice: 12, adjustment: true, unit: '院校专业组' },
      version: 5,
      createdAt: '2026-06-26T02:00:00.000Z',
      updatedAt: '2026-06-26T03:00:00.000Z',
    };
    const draft = draftFromTable(table);
    expect(draft).toMatchObject({ id: 3, version: 5, rank: 8000, dirty: false, name: '稳妥方案' });
    expect(draft.choices[0]).toMatchObject({
      collegeName: '内蒙古大学',
      adjustment: false,
      tier: '冲',
      enrollmentCode: '15001',
      sample: true,
    });
    expect(parseStoredDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    // A draft stored before 招生代码 and the sample mark were kept still reads back, without them.
    const stored = JSON.parse(JSON.stringify(draft)) as { choices: Record<string, unknown>[] };
    for (const c of stored.choices) {
      delete c['enrollmentCode'];
      delete c['sample'];
    }
    expect(parseStoredDraft(stored)?.choices[0]).toMatchObject({ enrollmentCode: null, sample: false });
    // … and one stored before the special plans were kept, as a general student's.
    delete (stored as Record<string, unknown>)['eligibility'];
    expect(parseStoredDraft(stored)?.eligibility).toEqual([]);
    expect(draft.eligibility).toEqual([]);
    expect(parseStoredDraft({ ...draft, choices: 'x' })).toBeNull();
  });
});

describe('draft atoms', () => {
  it('adds to the list of the same context and replaces a list of another', () => {
    const store = createStore();
    const fresh = emptyDraft(context, '新表');
    store.set(addChoiceAtom, { choice: choice(a), context, fresh });
    store.set(addChoiceAtom, { choice: choice(b), context, fresh });
    expect(store.get(draftAtom)?.choices).toHaveLength(2);
    store.set(moveChoiceAtom, { from: 1, to: 0 });
    expect(store.get(draftAtom)?.choices.map((x) => x.collegeName)).toEqual(['石河子大学', '长安大学']);
    const history = { ...context, category: '历史类' };
    store.set(addChoiceAtom, { choice: choice(c), context: history, fresh: emptyDraft(history, '历史类表') });
    expect(store.get(draftAtom)).toMatchObject({ category: '历史类', name: '历史类表' });
    expect(store.get(draftAtom)?.choices).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null')).toMatchObject({
      category: '历史类',
    });
  });

  it('keeps the special plans ticked when a choice is added, for the page to ask with them again', () => {
    const store = createStore();
    const ticked: DraftContext = { ...context, eligibility: ['高校专项'] };
    store.set(addChoiceAtom, { choice: choice(a), context: ticked, fresh: emptyDraft(ticked, '表') });
    expect(store.get(draftAtom)?.eligibility).toEqual(['高校专项']);
    store.set(addChoiceAtom, {
      choice: choice(b),
      context: { ...context, eligibility: [] },
      fresh: emptyDraft(context, '表'),
    });
    expect(store.get(draftAtom)?.eligibility).toEqual([]);
    // Not sent with a save: a saved list does not keep them.
    expect(toSaveInput(store.get(draftAtom)!)).not.toHaveProperty('eligibility');
  });
});
