// 班级 on both databases: a 班主任 creates a class and students join with its code (one class at a time); the
// class desk puts the student whose 志愿表 needs help first; a teacher of class A can read nothing of class B
// (100404, as for a missing class) and never changes a student's list; an admin sees every class and names
// its 班主任; removing or leaving keeps the student's lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassComment,
  ClassDesk,
  ClassSummary,
  CreatedShare,
  MyClass,
  MyComment,
  SharedList,
  RecommendData,
  VolunteerChoiceInput,
  VolunteerSummary,
  VolunteerTable,
  VolunteerVersions,
} from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const CANDIDATE = { year: 2026, category: '物理类', batch: '本科批', score: 530 } as const;
const NO_CLASS = '班级不存在';

describe.each(DATABASE_KINDS)('classes on %s', (kind) => {
  let t: TestApp;
  let teacherA: string;
  let teacherB: string;
  let admin: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let units: RecommendData['items'];
  let nextPhone = 13911000000;
  const signUp = async (roles: ('student' | 'teacher' | 'admin')[], clientType: 1 | 2 = 1) => {
    t.clock.advance(61 * SECOND);
    return t.signUp(String(++nextPhone), { roles, clientType });
  };
  const save = (token: string, body: Record<string, unknown>) =>
    t.call<ClassSummary>({ url: '/api/admin/class/save', body, token });
  const desk = (token: string, id: number) =>
    t.call<ClassDesk>({ url: `/api/admin/class/desk?id=${id}`, token });
  const join = (token: string, joinCode: string) =>
    t.call<MyClass>({ url: '/api/class/join', body: { joinCode }, token });
  const choiceOf = (item: RecommendData['items'][number]): VolunteerChoiceInput => ({
    collegeId: item.college.id,
    groupCode: item.group?.code ?? null,
    majors: item.majors.slice(0, 1).map((m) => ({ code: m.code, name: m.name })),
    adjustment: true,
  });
  const saveList = async (token: string, name: string, items: RecommendData['items']) =>
    expectSuccess(
      await t.call<VolunteerTable>({
        url: '/api/volunteer/save',
        body: { ...CANDIDATE, name, choices: items.map(choiceOf) },
        token,
      }),
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    teacherA = await signUp(['teacher'], 2);
    teacherB = await signUp(['teacher'], 2);
    admin = await signUp(['admin'], 2);
    alice = await signUp(['student']);
    bob = await signUp(['student']);
    carol = await signUp(['student']);
    units = expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...CANDIDATE, pageSize: 50 } }),
    ).items;
  });
  afterAll(() => t.close());

  it('lets a teacher create a class with a join code, and keeps classes to their teacher', async () => {
    const created = expectSuccess(await save(teacherA, { name: '高三（1）班', graduationYear: 2026 }));
    expect(created).toMatchObject({ name: '高三（1）班', graduationYear: 2026, students: 0 });
    expect(created.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const other = expectSuccess(await save(teacherB, { name: '高三（2）班', graduationYear: 2026 }));
    const listA = expectSuccess(
      await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: teacherA }),
    );
    expect(listA.map((c) => c.id)).toEqual([created.id]);
    const all = expectSuccess(await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: admin }));
    expect(all.map((c) => c.id).sort()).toEqual([created.id, other.id].sort());
    // A teacher cannot hand their class to someone else; bad input names the field in Chinese.
    const hand = await save(teacherA, {
      id: created.id,
      name: '高三（1）班',
      graduationYear: 2026,
      teacherId: 99999,
    });
    expectFailure(hand, '100400', 400, '只有管理员可以指定班主任');
    expectFailure(await save(teacherA, { name: ' ', graduationYear: 2026 }), '100400', 400, '请填写班级名称');
  });

  it('lets an admin name the 班主任, only a teacher', async () => {
    const teachers = expectSuccess(
      await t.call<{ id: number; name: string }[]>({ url: '/api/admin/class/teachers', token: admin }),
    );
    expect(teachers).toHaveLength(2);
    const named = expectSuccess(
      await save(admin, { name: '高三（3）班', graduationYear: 2026, teacherId: teachers[1]!.id }),
    );
    expect(named.teacher.id).toBe(teachers[1]!.id);
    expectFailure(
      await save(admin, { name: '高三（4）班', graduationYear: 2026 }),
      '100400',
      400,
      '请选择一位教师作为班主任',
    );
    const student = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('roles', 'like', '%student%')
        .executeTakeFirstOrThrow()
    ).id;
    expectFailure(
      await save(admin, { name: '高三（4）班', graduationYear: 2026, teacherId: student }),
      '100400',
      400,
      '请选择一位教师作为班主任',
    );
  });

  it('puts the student whose list has no 保 first on the desk, the one without a list after the warnings', async () => {
    const [mine] = expectSuccess(
      await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: teacherA }),
    );
    const code = mine!.joinCode;
    // Case and spaces do not matter; a wrong code is refused beside the field; staff cannot join.
    expect(
      expectSuccess(await join(alice, ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`)),
    ).toMatchObject({
      id: mine!.id,
      name: '高三（1）班',
    });
    expectSuccess(await join(bob, code));
    expectSuccess(await join(carol, code));
    expectFailure(await join(alice, 'ZZZZ2222'), '100400', 400, '加入码不正确，请向班主任确认');
    expectFailure(await join(alice, '12'), '100400', 400, '加入码应为老师给出的8位字母或数字');
    expectFailure(await join(teacherB, code), '100403', 403, '只有学生账号可以加入班级');

    const safe = units.filter((u) => u.tier === '保').slice(0, 2);
    const reach = units.filter((u) => u.tier !== '保').slice(0, 2);
    expect(safe.length * reach.length).toBeGreaterThan(0);
    await saveList(alice, '稳妥', [...reach, ...safe]);
    const risky = await saveList(bob, '没有保底', reach);
    expect(risky.checks.map((c) => c.code)).toContain('no-safety');

    const board = expectSuccess(await desk(teacherA, mine!.id));
    expect(board.class.students).toBe(3);
    // Both lists are short of the 45 choices the batch allows; Bob's also has no 保, so he comes first.
    expect(board.students.map((s) => [s.attention, s.list?.name ?? null])).toEqual([
      ['warning', '没有保底'],
      ['warning', '稳妥'],
      ['none', null],
    ]);
    expect(board.students[0]!.list?.checks.map((c) => c.code)).toContain('no-safety');
    expect(board.students[0]!.list?.tiers.保).toBe(0);
    expect(board.students[0]!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(board.students[1]!.list?.tiers.保).toBe(safe.length);

    // The teacher reads Bob's list and its versions, read-only; another class's teacher reads nothing.
    const bobId = board.students[0]!.userId;
    const read = expectSuccess(
      await t.call<{ table: VolunteerTable; versions: VolunteerVersions }>({
        url: `/api/admin/class/volunteer?id=${mine!.id}&userId=${bobId}&tableId=${risky.id}`,
        token: teacherA,
      }),
    );
    expect(read.table).toMatchObject({ id: risky.id, name: '没有保底', version: risky.version });
    expect(read.versions.items.map((v) => v.version)).toEqual([risky.version]);
    const aliceId = board.students.find((s) => s.list?.name === '稳妥')!.userId;
    expectFailure(
      await t.call({
        url: `/api/admin/class/volunteer?id=${mine!.id}&userId=${aliceId}&tableId=${risky.id}`,
        token: teacherA,
      }),
      '100404',
      404,
    );
    for (const res of [
      await desk(teacherB, mine!.id),
      await t.call({ url: '/api/admin/class/regenerateCode', body: { id: mine!.id }, token: teacherB }),
      await t.call({
        url: '/api/admin/class/removeStudent',
        body: { id: mine!.id, userId: bobId },
        token: teacherB,
      }),
      await t.call({
        url: `/api/admin/class/volunteer?id=${mine!.id}&userId=${bobId}&tableId=${risky.id}`,
        token: teacherB,
      }),
      await save(teacherB, { id: mine!.id, name: '改名', graduationYear: 2026 }),
    ]) {
      expectFailure(res, '100404', 404, NO_CLASS);
    }
    // An admin reads every class's desk.
    expect(expectSuccess(await desk(admin, mine!.id)).students).toHaveLength(3);
  });

  it('leaves a student in exactly one class when two joins arrive together', async () => {
    const all = expectSuccess(await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: admin }));
    const [one, two] = all;
    const results = await Promise.all([join(carol, one!.joinCode), join(carol, two!.joinCode)]);
    for (const res of results) expectSuccess(res);
    const mine = expectSuccess(await t.call<MyClass>({ url: '/api/class/mine', token: carol }));
    const rows = await t.app.db.selectFrom('class_members').selectAll().execute();
    expect(rows.filter((r) => r.class_id === mine.id).length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
    // Back to 高三（1）班 for the tests that follow.
    expectSuccess(await join(carol, all.find((c) => c.name === '高三（1）班')!.joinCode));
  });

  it('lets the teacher comment on a student’s list, which the student sees and marks done', async () => {
    const [mine] = expectSuccess(
      await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: teacherA }),
    );
    const board = expectSuccess(await desk(teacherA, mine!.id));
    const target = board.students.find((s) => s.list?.name === '没有保底')!;
    const at = { id: mine!.id, userId: target.userId, tableId: target.list!.id };
    const comment = (token: string, body: Record<string, unknown>) =>
      t.call<ClassComment>({ url: '/api/admin/class/comment', body: { ...at, ...body }, token });
    const whole = expectSuccess(await comment(teacherA, { body: '请补两个“保”的志愿' }));
    expect(whole).toMatchObject({
      position: null,
      choiceLabel: '整张志愿表',
      version: target.list!.version,
      doneAt: null,
    });
    const one = expectSuccess(
      await comment(teacherA, { position: 1, body: '这个专业组的选科要求再核对一下' }),
    );
    expect(one.choiceLabel).toMatch(/^第 1 志愿：/);
    expectFailure(
      await comment(teacherA, { position: 9, body: '超出' }),
      '100400',
      400,
      '志愿序号应在1到2之间',
    );
    expectFailure(await comment(teacherA, { body: ' ' }), '100400', 400, '请填写建议');
    expectFailure(await comment(teacherB, { body: '不是我的班' }), '100404', 404, NO_CLASS);
    // The teacher sees them with the list; the student sees them on their lists and marks one done.
    const read = expectSuccess(
      await t.call<{ comments: ClassComment[] }>({
        url: `/api/admin/class/volunteer?id=${at.id}&userId=${at.userId}&tableId=${at.tableId}`,
        token: teacherA,
      }),
    );
    expect(read.comments.map((c) => c.id)).toEqual([one.id, whole.id]);
    type Comments = { total: number; items: MyComment[] };
    const seen = expectSuccess(await t.call<Comments>({ url: '/api/class/comments', token: bob }));
    expect(seen.total).toBe(2);
    expect(seen.items.map((c) => [c.id, c.listName, c.authorName])).toEqual([
      [one.id, '没有保底', expect.any(String)],
      [whole.id, '没有保底', expect.any(String)],
    ]);
    expect(expectSuccess(await t.call<Comments>({ url: '/api/class/comments', token: alice }))).toEqual({
      total: 0,
      items: [],
    });
    const done = (token: string) =>
      t.call<ClassComment>({ url: '/api/class/comment/done', body: { id: whole.id, done: true }, token });
    expectFailure(await done(alice), '100404', 404, '建议不存在');
    expect(expectSuccess(await done(bob)).doneAt).not.toBeNull();
  });

  it('keeps the lists when a student is removed or leaves; a new code stops the old one', async () => {
    const [mine] = expectSuccess(
      await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: teacherA }),
    );
    const board = expectSuccess(await desk(teacherA, mine!.id));
    const removed = board.students.find((s) => s.list?.name === '没有保底')!;
    const lists = async (token: string) =>
      expectSuccess(await t.call<VolunteerSummary[]>({ url: '/api/volunteer/list', token }));
    const beforeAlice = await lists(alice);
    expectSuccess(
      await t.call({
        url: '/api/admin/class/removeStudent',
        body: { id: mine!.id, userId: removed.userId },
        token: teacherA,
      }),
    );
    expectFailure(
      await t.call({
        url: '/api/admin/class/removeStudent',
        body: { id: mine!.id, userId: removed.userId },
        token: teacherA,
      }),
      '100404',
      404,
      '该学生不在本班',
    );
    expect(expectSuccess(await desk(teacherA, mine!.id)).students.map((s) => s.userId)).not.toContain(
      removed.userId,
    );

    expectSuccess(await t.call({ method: 'POST', url: '/api/class/leave', token: alice }));
    expect(expectSuccess(await t.call<MyClass | null>({ url: '/api/class/mine', token: alice }))).toBeNull();
    expect(await lists(alice)).toEqual(beforeAlice);
    expect((await lists(bob)).map((l) => l.name)).toEqual(['没有保底']);
    expectFailure(
      await t.call({ method: 'POST', url: '/api/class/leave', token: alice }),
      '100409',
      409,
      '你还没有加入班级',
    );

    const renewed = expectSuccess(
      await t.call<ClassSummary>({
        url: '/api/admin/class/regenerateCode',
        body: { id: mine!.id },
        token: teacherA,
      }),
    );
    expect(renewed.joinCode).not.toBe(mine!.joinCode);
    expectFailure(await join(alice, mine!.joinCode), '100400', 400, '加入码不正确，请向班主任确认');
    expect(expectSuccess(await join(alice, renewed.joinCode)).id).toBe(mine!.id);
  });
  it('shares a list read-only with parents through a link that expires and can be revoked', async () => {
    const [list] = expectSuccess(
      await t.call<VolunteerSummary[]>({ url: '/api/volunteer/list', token: bob }),
    );
    const create = (token: string, days?: number) =>
      t.call<CreatedShare>({ url: '/api/volunteer/share/create', body: { id: list!.id, days }, token });
    const open = (token: string) =>
      t.call<SharedList>({ url: `/api/share/volunteer?token=${encodeURIComponent(token)}` });
    expectFailure(await create(bob, 15), '100400', 400, '有效天数应为1到14之间的整数');
    expectFailure(await create(alice, 3), '100404', 404);
    const link = expectSuccess(await create(bob, 3));
    expect(link).toMatchObject({ tableId: list!.id, state: 'active' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash is stored: the table alone opens nothing.
    const stored = await t.app.db
      .selectFrom('volunteer_shares')
      .select('token_hash')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(link.token);
    // Signed out, the link shows the list, its checks and the teacher's comments — and nothing else.
    const shared = expectSuccess(await open(link.token));
    expect(shared.table).toMatchObject({ name: '没有保底', version: list!.version });
    expect(shared.table.checks.map((c) => c.code)).toContain('no-safety');
    expect(shared.comments.map((c) => c.body)).toContain('请补两个“保”的志愿');
    expect(JSON.stringify(shared)).not.toMatch(/1391100000\d/);
    expectFailure(await open('x'.repeat(43)), '100404', 404, '分享链接无效、已过期或已被撤销');
    expectFailure(await open('短'), '100400', 400, '分享链接不完整，请向分享人重新索取');
    // Revoked: gone at once; someone else cannot revoke it.
    expectFailure(
      await t.call({ url: '/api/volunteer/share/revoke', body: { id: link.id }, token: alice }),
      '100404',
      404,
    );
    expectSuccess(await t.call({ url: '/api/volunteer/share/revoke', body: { id: link.id }, token: bob }));
    expectFailure(await open(link.token), '100404', 404, '分享链接无效、已过期或已被撤销');
    // Expired: a day after its last day.
    const short = expectSuccess(await create(bob, 1));
    expectSuccess(await open(short.token));
    t.clock.advance(24 * 3600 * SECOND + SECOND);
    expectFailure(await open(short.token), '100404', 404);
    const states = expectSuccess(
      await t.call<{ id: number; state: string }[]>({
        url: `/api/volunteer/share/list?id=${list!.id}`,
        token: bob,
      }),
    );
    expect(states.map((s) => [s.id, s.state])).toEqual([
      [short.id, 'expired'],
      [link.id, 'revoked'],
    ]);
  });
});
