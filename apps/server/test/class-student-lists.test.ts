// All of a student's lists on the desk (issue 36): the teacher sees every list the student keeps, the latest first,
// each with its versions; a comment stays with the version it was made on, and when the student saves the list
// again the commented version stays readable with its comment (and the student's reply). A student of another
// class, or another teacher's class, answers like a missing one. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassStudentLists,
  ClassSummary,
  ClassVolunteerVersion,
  RecommendData,
  VolunteerTable,
} from '@zhiyuan/contracts';
import { VOLUNTEER_VERSIONS_MAX } from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

const CANDIDATE = { year: 2026, category: '物理类', batch: '本科批', score: 530 } as const;

describe.each(DATABASE_KINDS)('a student’s lists on the desk on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let otherTeacher: string;
  let student: string;
  let outsider: string;
  let classId: number;
  let studentId: number;
  let outsiderId: number;
  let units: RecommendData['items'];
  const nextPhone = phoneSequence(15900000000);
  const signUp = async (roles: ('student' | 'teacher')[], clientType: 1 | 2 = 1) => {
    t.clock.advance(61 * SECOND);
    return t.signUp(nextPhone(), { roles, clientType });
  };
  const choices = (items: RecommendData['items']) =>
    items.map((u) => ({
      collegeId: u.college.id,
      groupCode: u.group?.code ?? null,
      majors: u.majors.slice(0, 1).map((m) => ({ code: m.code, name: m.name })),
      adjustment: true,
    }));
  const save = async (
    token: string,
    name: string,
    items: RecommendData['items'],
    id?: number,
    version?: number,
  ) =>
    expectSuccess(
      await t.call<VolunteerTable>({
        url: '/api/volunteer/save',
        body: { ...CANDIDATE, name, choices: choices(items), ...(id ? { id, version } : {}) },
        token,
      }),
    );
  const lists = (token: string, userId = studentId, id = classId) =>
    t.call<ClassStudentLists>({ url: `/api/admin/class/studentLists?id=${id}&userId=${userId}`, token });
  const version = (token: string, tableId: number, v: number, userId = studentId) =>
    t.call<ClassVolunteerVersion>({
      url: `/api/admin/class/volunteerVersion?id=${classId}&userId=${userId}&tableId=${tableId}&version=${v}`,
      token,
    });
  const idOf = async (token: string) =>
    expectSuccess(await t.call<{ phone: string }>({ url: '/api/user/getUserInfo', token })).phone;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    teacher = await signUp(['teacher'], 2);
    otherTeacher = await signUp(['teacher'], 2);
    student = await signUp(['student']);
    outsider = await signUp(['student']);
    const made = expectSuccess(
      await t.call<ClassSummary>({
        url: '/api/admin/class/save',
        body: { name: '高三（6）班', graduationYear: 2026 },
        token: teacher,
      }),
    );
    classId = made.id;
    expectSuccess(
      await t.call({ url: '/api/class/join', body: { joinCode: made.joinCode }, token: student }),
    );
    for (const [token, set] of [
      [student, (id: number) => (studentId = id)],
      [outsider, (id: number) => (outsiderId = id)],
    ] as const) {
      const phone = await idOf(token);
      const row = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      set(row.id);
    }
    units = expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...CANDIDATE, pageSize: 4 } }),
    ).items;
  });
  afterAll(() => t.close());

  it('shows every list, the latest first, each with its versions', async () => {
    const first = await save(student, '稳妥方案', units.slice(0, 2));
    t.clock.advance(SECOND);
    const second = await save(student, '冲一冲', units.slice(1, 4));
    t.clock.advance(SECOND);
    await save(student, '稳妥方案', units.slice(0, 3), first.id, first.version);
    const all = expectSuccess(await lists(teacher));
    expect(all.map((l) => [l.list.name, l.list.version, l.versions.items.length])).toEqual([
      ['稳妥方案', 2, 2],
      ['冲一冲', 1, 1],
    ]);
    expect(all[1]?.list.id).toBe(second.id);
  });

  it('keeps the commented version readable, with its comment and reply, after the list is saved again', async () => {
    const table = await save(student, '要改的表', units.slice(0, 2));
    const comment = expectSuccess(
      await t.call<{ id: number }>({
        url: '/api/admin/class/comment',
        body: { id: classId, userId: studentId, tableId: table.id, position: 2, body: '第 2 志愿换一个' },
        token: teacher,
      }),
    );
    expectSuccess(
      await t.call({
        url: '/api/class/comment/reply',
        body: { id: comment.id, body: '好的' },
        token: student,
      }),
    );
    t.clock.advance(SECOND);
    await save(student, '要改的表', units.slice(2, 4), table.id, table.version);

    const old = expectSuccess(await version(teacher, table.id, 1));
    expect(old.version.choices.map((c) => c.collegeId)).toEqual(units.slice(0, 2).map((u) => u.college.id));
    // A version keeps only ids: the names come beside it, for the desk to show what the comment was about.
    expect(old.colleges).toEqual(
      [
        ...new Map(units.slice(0, 2).map((u) => [u.college.id, { id: u.college.id, name: u.college.name }])),
      ].map(([, college]) => college),
    );
    expect(old.comments.map((c) => [c.body, c.version, c.reply?.body])).toEqual([
      ['第 2 志愿换一个', 1, '好的'],
    ]);
    const now = expectSuccess(await version(teacher, table.id, 2));
    expect(now.version.choices.map((c) => c.collegeId)).toEqual(units.slice(2, 4).map((u) => u.college.id));
    expect(now.comments).toEqual([]);
    expectFailure(await version(teacher, table.id, 9), '100404', 404);
  });

  it('keeps a commented version readable even after more saves than a list keeps versions of', async () => {
    let table = await save(student, '常改的表', units.slice(0, 2));
    expectSuccess(
      await t.call({
        url: '/api/admin/class/comment',
        body: { id: classId, userId: studentId, tableId: table.id, body: '这一版先别动' },
        token: teacher,
      }),
    );
    for (let i = 0; i < VOLUNTEER_VERSIONS_MAX; i += 1) {
      table = await save(student, '常改的表', units.slice(i % 2, (i % 2) + 2), table.id, table.version);
    }
    const first = expectSuccess(await version(teacher, table.id, 1));
    expect(first.version.choices.map((c) => c.collegeId)).toEqual(units.slice(0, 2).map((u) => u.college.id));
    expect(first.comments.map((c) => c.body)).toEqual(['这一版先别动']);
  });

  it('answers another class’s student and another teacher like a missing one', async () => {
    const theirs = await save(outsider, '别人的表', units.slice(0, 1));
    expectFailure(await lists(teacher, outsiderId), '100404', 404, '该学生不在本班');
    expectFailure(await version(teacher, theirs.id, 1, outsiderId), '100404', 404, '该学生不在本班');
    expectFailure(await lists(otherTeacher), '100404', 404, '班级不存在');
    // The student's id with another student's list: the list is not theirs.
    expectFailure(await version(teacher, theirs.id, 1), '100404', 404);
    expectFailure(await lists(student), '100403', 403);
  });
});
