// The stored draft is read back without zod (draft.ts: the page reads it as it draws). Its rules are those the
// draft's zod schema had until issue 33; that schema is kept here as the reference, and every value below must
// get the same answer from both (kept fields, defaults for fields added later, null for anything invalid).
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ACCESS_KINDS, ADMISSION_TIERS, CANDIDATE_SUBJECTS } from '@zhiyuan/contracts/basics';
import { parseStoredDraft } from './draft.ts';

const draftChoiceSchema = z.object({
  uid: z.string(),
  collegeId: z.number().int(),
  collegeCode: z.string(),
  collegeName: z.string(),
  groupCode: z.string().nullable(),
  majors: z.array(z.object({ code: z.string().nullable(), name: z.string() })),
  adjustment: z.boolean(),
  subjectRequirement: z.string().nullable(),
  probability: z.number().nullable(),
  tier: z.enum(ADMISSION_TIERS).nullable(),
  enrollmentCode: z.string().nullable().default(null),
  sample: z.boolean().default(false),
});
const volunteerDraftSchema = z.object({
  id: z.number().int().nullable(),
  version: z.number().int().nullable(),
  name: z.string(),
  year: z.number().int(),
  category: z.string(),
  batch: z.string(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
  electives: z.array(z.enum(CANDIDATE_SUBJECTS)),
  eligibility: z.array(z.enum(ACCESS_KINDS)).default([]),
  choices: z.array(draftChoiceSchema),
  dirty: z.boolean(),
});

const choice = {
  uid: '12|01#abc1',
  collegeId: 12,
  collegeCode: '10126',
  collegeName: '内蒙古大学',
  groupCode: '01',
  majors: [
    { code: '080901', name: '计算机科学与技术' },
    { code: null, name: '软件工程' },
  ],
  adjustment: true,
  subjectRequirement: '物理',
  probability: 0.42,
  tier: '稳',
  enrollmentCode: '15001',
  sample: false,
};
const draft = {
  id: 3,
  version: 5,
  name: '稳妥方案',
  year: 2026,
  category: '物理类',
  batch: '本科批',
  score: 600.5,
  rank: null,
  electives: ['物理', '化学', '生物'],
  eligibility: ['高校专项'],
  choices: [choice],
  dirty: false,
};

const withField = (key: string, value: unknown) => ({ ...draft, [key]: value });
const without = (key: string) => Object.fromEntries(Object.entries(draft).filter(([k]) => k !== key));
const withChoice = (key: string, value: unknown) => ({ ...draft, choices: [{ ...choice, [key]: value }] });
const withoutInChoice = (key: string) => ({
  ...draft,
  choices: [Object.fromEntries(Object.entries(choice).filter(([k]) => k !== key))],
});

const cases: [string, unknown][] = [
  ['a full draft', draft],
  ['an unsaved draft with a rank', { ...draft, id: null, version: null, score: null, rank: 8000 }],
  ['an empty draft', { ...draft, choices: [], electives: [], eligibility: [] }],
  ['unknown fields', { ...draft, extra: 1, choices: [{ ...choice, extra: 'x' }] }],
  ['no eligibility (stored before it)', without('eligibility')],
  ['no 招生代码 (stored before it)', withoutInChoice('enrollmentCode')],
  ['no sample mark (stored before it)', withoutInChoice('sample')],
  ['a null 招生代码', withChoice('enrollmentCode', null)],
  ['null', null],
  ['a string', 'draft'],
  ['an array', [draft]],
  ['no name', without('name')],
  ['no id', without('id')],
  ['a fractional id', withField('id', 1.5)],
  ['a fractional rank', withField('rank', 8000.5)],
  ['a rank beyond safe integers', withField('rank', Number.MAX_SAFE_INTEGER + 2)],
  ['a year as text', withField('year', '2026')],
  ['a score as text', withField('score', '600')],
  ['an unknown elective', withField('electives', ['物理', '美术'])],
  ['electives not a list', withField('electives', '物理')],
  ['an unknown special plan', withField('eligibility', ['专升本'])],
  ['choices not a list', withField('choices', 'x')],
  ['dirty as a number', withField('dirty', 0)],
  ['a choice that is null', withField('choices', [null])],
  ['a choice without its group', withoutInChoice('groupCode')],
  ['a choice with an unknown tier', withChoice('tier', '险')],
  ['a choice with a null tier', withChoice('tier', null)],
  ['a choice with a probability as text', withChoice('probability', '0.4')],
  ['a choice with a fractional college id', withChoice('collegeId', 12.5)],
  ['a choice with sample as text', withChoice('sample', 'false')],
  ['a choice with majors not a list', withChoice('majors', {})],
  ['a choice with a major without a name', withChoice('majors', [{ code: '1' }])],
  ['a choice with a major of numeric code', withChoice('majors', [{ code: 1, name: '软件工程' }])],
];

describe('reading a stored draft back', () => {
  it.each(cases)('answers as the draft’s schema did: %s', (_, value) => {
    const parsed = volunteerDraftSchema.safeParse(value);
    expect(parseStoredDraft(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('keeps a valid draft, defaults the fields added later and drops an invalid one', () => {
    expect(parseStoredDraft(draft)).toEqual(draft);
    expect(parseStoredDraft(withoutInChoice('sample'))?.choices[0]?.sample).toBe(false);
    expect(parseStoredDraft(without('eligibility'))?.eligibility).toEqual([]);
    expect(parseStoredDraft({ ...draft, extra: 1 })).not.toHaveProperty('extra');
    expect(parseStoredDraft(withField('rank', 1.5))).toBeNull();
  });
});
