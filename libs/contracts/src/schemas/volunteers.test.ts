import { describe, expect, it } from 'vitest';
import { apiCalls } from '../calls.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { ADMISSION_EXPORT_MAX_ROWS } from './admissions.ts';
import { VOLUNTEER_CHOICES_MAX, VOLUNTEER_MAJORS_MAX } from './volunteers.ts';

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

const choice = {
  collegeId: 12,
  groupCode: '03',
  majors: [
    { code: '080901', name: '计算机科学与技术' },
    { code: null, name: '大数据技术' },
  ],
  adjustment: true,
};
const list = {
  name: ' 我的志愿 ',
  year: 2026,
  category: '物理类',
  batch: '本科批',
  score: 560,
  choices: [choice],
};

describe('volunteer tables', () => {
  it('saves a new list without id and version, trimming the name', () => {
    expect(apiCalls.saveVolunteerTable.body.parse(list)).toEqual({ ...list, name: '我的志愿' });
  });

  it('needs the version it edited when saving an existing list', () => {
    const save = apiCalls.saveVolunteerTable.body;
    expect(issues(save.safeParse({ ...list, id: 5 }))).toEqual([['version', M.versionRequired]]);
    expect(save.parse({ ...list, id: 5, version: 3 })).toMatchObject({ id: 5, version: 3 });
    expect(issues(save.safeParse({ ...list, id: 5, version: 0 }))).toEqual([['version', M.versionInvalid]]);
  });

  it('refuses a bad name, score and rank together, and malformed choices', () => {
    const save = apiCalls.saveVolunteerTable.body;
    expect(issues(save.safeParse({ ...list, name: '  ' }))).toEqual([['name', M.volunteerNameRequired]]);
    expect(issues(save.safeParse({ ...list, name: '志'.repeat(31) }))).toEqual([
      ['name', M.volunteerNameTooLong],
    ]);
    const bad = save.safeParse({
      ...list,
      choices: [
        { ...choice, collegeId: 0, groupCode: '0 3', adjustment: 'yes' },
        { ...choice, majors: [{ code: '08-09', name: '' }] },
      ],
    });
    expect(issues(bad)).toEqual([
      ['choices.0.collegeId', M.collegeIdInvalid],
      ['choices.0.groupCode', M.groupCodeInvalid],
      ['choices.0.adjustment', M.adjustmentInvalid],
      ['choices.1.majors.0.code', M.volunteerMajorCodeInvalid],
      ['choices.1.majors.0.name', M.volunteerMajorNameInvalid],
    ]);
    expect(issues(save.safeParse({ ...list, score: 560, rank: 9000 }))).toEqual([
      ['score', M.scoreAndRankExclusive],
    ]);
  });

  it('takes a group named with its province’s 招生代码 (10001-201), as imported from official files', () => {
    const save = apiCalls.saveVolunteerTable.body;
    expect(save.safeParse({ ...list, choices: [{ ...choice, groupCode: '10001-201' }] }).success).toBe(true);
    expect(issues(save.safeParse({ ...list, choices: [{ ...choice, groupCode: '-201' }] }))).toEqual([
      ['choices.0.groupCode', M.groupCodeInvalid],
    ]);
  });

  it('bounds the list and each choice above any batch limit (the server checks the batch)', () => {
    const check = apiCalls.checkVolunteerTable.body;
    const many = Array.from({ length: VOLUNTEER_CHOICES_MAX + 1 }, () => choice);
    expect(issues(check.safeParse({ ...list, choices: many }))).toEqual([
      ['choices', M.volunteerChoicesTooMany],
    ]);
    const majors = Array.from({ length: VOLUNTEER_MAJORS_MAX + 1 }, (_, i) => ({
      code: null,
      name: `专业${i}`,
    }));
    expect(issues(check.safeParse({ ...list, choices: [{ ...choice, majors }] }))).toEqual([
      ['choices.0.majors', M.volunteerMajorsTooMany],
    ]);
    // The check call takes the list without a score or rank (no estimates then).
    expect(check.parse({ year: 2026, category: '物理类', batch: '本科批', choices: [] })).toEqual({
      year: 2026,
      category: '物理类',
      batch: '本科批',
      choices: [],
    });
  });

  it('reads the list, version and removal inputs', () => {
    expect(apiCalls.listVolunteerTables.query.parse({})).toEqual({ deleted: false });
    expect(apiCalls.listVolunteerTables.query.parse({ deleted: 'true' })).toEqual({ deleted: true });
    expect(issues(apiCalls.listVolunteerTables.query.safeParse({ deleted: 'maybe' }))).toEqual([
      ['deleted', M.deletedFlagInvalid],
    ]);
    expect(apiCalls.getVolunteerTable.query.parse({ id: '7' })).toEqual({ id: 7 });
    expect(apiCalls.getVolunteerVersion.query.parse({ id: '7', version: '2' })).toEqual({
      id: 7,
      version: 2,
    });
    expect(apiCalls.removeVolunteerTable.body.parse({ id: 7 })).toEqual({ id: 7 });
    expect(issues(apiCalls.restoreVolunteerVersion.body.safeParse({ id: 7 }))).toEqual([
      ['version', M.versionInvalid],
    ]);
  });

  it('lets only signed-in users keep lists, while recommending and checking are public', () => {
    expect(
      [
        apiCalls.listVolunteerTables,
        apiCalls.getVolunteerTable,
        apiCalls.saveVolunteerTable,
        apiCalls.removeVolunteerTable,
        apiCalls.listVolunteerVersions,
        apiCalls.getVolunteerVersion,
        apiCalls.restoreVolunteerVersion,
      ].map((c) => c.access),
    ).toEqual(Array(7).fill('user'));
    expect([apiCalls.simulateRecommend.access, apiCalls.checkVolunteerTable.access]).toEqual([
      'public',
      'public',
    ]);
  });
});

describe('admission export', () => {
  it('takes the search filters and a format, without paging', () => {
    const q = apiCalls.exportAdmissions.query;
    expect(q.parse({ year: '2025', category: '物理类', tags: '211', format: 'csv' })).toEqual({
      year: 2025,
      category: '物理类',
      tags: ['211'],
      scope: 'unit',
      sort: 'score-desc',
      format: 'csv',
    });
    expect(q.parse({}).format).toBe('xlsx');
    expect(issues(q.safeParse({ format: 'csv', page: '2' }))).toEqual([['', '未知参数：page']]);
    expect(issues(q.safeParse({ format: 'pdf' }))).toEqual([['format', M.exportFormatInvalid]]);
    expect(issues(q.safeParse({ scoreMin: '600', scoreMax: '500' }))).toEqual([
      ['scoreMax', M.scoreRangeInvalid],
    ]);
    expect(ADMISSION_EXPORT_MAX_ROWS).toBeGreaterThanOrEqual(10_000);
  });
});
