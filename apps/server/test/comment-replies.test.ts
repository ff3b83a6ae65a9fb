// Comments where the decision is made (issue 36): the site's badge counts the student's open comments (marking
// one done takes it off); the student replies once to a comment on their own list — not to another student's,
// which answers like a missing one, and not twice; the teacher reads the reply on the desk's list, the student in
// their comments, the parent on the shared page. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassComment,
  ClassSummary,
  CreatedShare,
  MyComment,
  RecommendData,
  SharedList,
  VolunteerTable,
} from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

const CANDIDATE = { year: 2026, category: '物理类', batch: '本科批', score: 530 } as const;

describe.each(DATABASE_KINDS)('comment replies on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let student: string;
  let other: string;
  let classId: number;
  let studentId: number;
  let table: VolunteerTable;
  const nextPhone = phoneSequence(15800000000);
  const signUp = async (roles: ('student' | 'teacher')[], clientType: 1 | 2 = 1) => {
    t.clock.advance(61 * SECOND);
    return t.signUp(nextPhone(), { roles, clientType });
  };
  const open = async (token = student) =>
    expectSuccess(await t.call<{ open: number }>({ url: '/api/class/comments/open', token })).open;
  const comment = (body: string, position?: number) =>
    t.call<ClassComment>({
      url: '/api/admin/class/comment',
      body: { id: classId, userId: studentId, tableId: table.id, body, ...(position ? { position } : {}) },
      token: teacher,
    });
  const reply = (id: number, body: string, token = student) =>
    t.call<ClassComment>({ url: '/api/class/comment/reply', body: { id, body }, token });

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    teacher = await signUp(['teacher'], 2);
    student = await signUp(['student']);
    other = await signUp(['student']);
    const made = expectSuccess(
      await t.call<ClassSummary>({
        url: '/api/admin/class/save',
        body: { name: '高三（4）班', graduationYear: 2026 },
        token: teacher,
      }),
    );
    classId = made.id;
    expectSuccess(
      await t.call({ url: '/api/class/join', body: { joinCode: made.joinCode }, token: student }),
    );
    const units = expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...CANDIDATE, pageSize: 3 } }),
    ).items;
    table = expectSuccess(
      await t.call<VolunteerTable>({
        url: '/api/volunteer/save',
        body: {
          ...CANDIDATE,
          name: '我的志愿表',
          choices: units.map((u) => ({
            collegeId: u.college.id,
            groupCode: u.group?.code ?? null,
            majors: u.majors.slice(0, 1).map((m) => ({ code: m.code, name: m.name })),
            adjustment: true,
          })),
        },
        token: student,
      }),
    );
    const me = await t.app.db.selectFrom('class_members').select('user_id').executeTakeFirstOrThrow();
    studentId = me.user_id;
  });
  afterAll(() => t.close());

  it('counts the open comments for the badge; a comment marked done leaves the count', async () => {
    expect(await open()).toBe(0);
    const first = expectSuccess(await comment('第一志愿的选科要求再核对一下', 1));
    expectSuccess(await comment('请补两个“保”'));
    expect(first.reply).toBeNull();
    expect(await open()).toBe(2);
    expect(await open(other)).toBe(0);
    expectSuccess(
      await t.call({ url: '/api/class/comment/done', body: { id: first.id, done: true }, token: student }),
    );
    expect(await open()).toBe(1);
    expectFailure(await t.call({ url: '/api/class/comments/open' }), '100401', 401);
  });

  it('lets the student reply once; the teacher, the student and the parent read the reply', async () => {
    const made = expectSuccess(await comment('这个专业组的位次偏高', 2));
    const res = await reply(made.id, ' 已经换成了更稳的专业组 ');
    const answered = expectSuccess(res);
    expect(res.body.message).toBe('回复已发送，老师在班级工作台可以看到');
    expect(answered.reply).toMatchObject({ body: '已经换成了更稳的专业组' });

    expectFailure(await reply(made.id, '再说一句'), '100409', 409, '每条建议只能回复一次，你已经回复过了');
    expectFailure(await reply(made.id, '不是我的', other), '100404', 404, '建议不存在');
    expectFailure(await reply(999999, '没有这条'), '100404', 404, '建议不存在');
    const empty = await reply(made.id, '  ');
    expectFailure(empty, '100400', 400, '请填写回复');
    expect(empty.body.data).toMatchObject({ field: 'body' });

    const onDesk = expectSuccess(
      await t.call<{ comments: ClassComment[] }>({
        url: `/api/admin/class/volunteer?id=${classId}&userId=${studentId}&tableId=${table.id}`,
        token: teacher,
      }),
    );
    expect(onDesk.comments.find((c) => c.id === made.id)?.reply?.body).toBe('已经换成了更稳的专业组');
    expect(onDesk.comments.filter((c) => c.id !== made.id).every((c) => c.reply === null)).toBe(true);

    const mine = expectSuccess(
      await t.call<{ items: MyComment[] }>({ url: '/api/class/comments', token: student }),
    );
    expect(mine.items.find((c) => c.id === made.id)?.reply?.body).toBe('已经换成了更稳的专业组');

    const link = expectSuccess(
      await t.call<CreatedShare>({
        url: '/api/volunteer/share/create',
        body: { id: table.id, days: 3 },
        token: student,
      }),
    );
    const shared = expectSuccess(
      await t.call<SharedList>({ url: `/api/share/volunteer?token=${link.token}` }),
    );
    expect(shared.comments.find((c) => c.id === made.id)?.reply?.body).toBe('已经换成了更稳的专业组');
  });
});
