// The authorization matrix per user for the calls issue 36 added (authorization.test.ts holds the matrix per role
// over every route): each class file call — taken from the contract's registry, so a new one is covered — lets
// the class's own teacher and any admin in, and answers another teacher exactly like a missing class; a student,
// an editor and an anonymous caller are refused before the class is looked at. Teacher creation is admins' only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, type ClassSummary, type Role } from '@zhiyuan/contracts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, uploadFile, utf8 } from './support/files.ts';
import { phoneSequence, startTestApp, type TestApp } from './support/test-app.ts';

const CLASS_FILE_CALLS = ['importClassRoster', 'importClassScores'] as const;

describe.each(DATABASE_KINDS)('class file calls per user on %s', (kind) => {
  let t: TestApp;
  let classId: number;
  const tokens = new Map<string, string>();
  const nextPhone = phoneSequence(15700000000);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const as: [string, Role][] = [
      ['owner', 'teacher'],
      ['otherTeacher', 'teacher'],
      ['admin', 'admin'],
      ['editor', 'editor'],
      ['student', 'student'],
    ];
    for (const [who, role] of as) tokens.set(who, await t.signUp(nextPhone(), { roles: [role] }));
    classId = expectSuccess(
      await t.call<ClassSummary>({
        url: '/api/admin/class/save',
        body: { name: '高三（9）班', graduationYear: 2026 },
        token: tokens.get('owner'),
        headers: { client: 'admin' },
      }),
    ).id;
  });
  afterAll(() => t.close());

  const file = {
    name: 'a.csv',
    bytes: utf8(
      csvText([
        ['姓名', '手机号', '总分'],
        ['张三', '13800138000', '600'],
      ]),
    ),
  };
  const send = (call: (typeof CLASS_FILE_CALLS)[number], who: string | null, dryRun = true) =>
    uploadFile(
      t,
      `${apiCalls[call].path}?id=${classId}${call === 'importClassScores' ? '&examName=一模' : ''}&dryRun=${dryRun}`,
      file,
      who === null ? '' : (tokens.get(who) ?? ''),
    );

  it.each(CLASS_FILE_CALLS)(
    '%s: the class’s teacher and an admin; another teacher is told the class does not exist',
    async (call) => {
      expect(apiCalls[call].access).toEqual(['teacher', 'admin']);
      for (const who of ['owner', 'admin']) expect((await send(call, who)).body.errorCode, who).toBe('0');
      for (const dryRun of [true, false])
        expectFailure(await send(call, 'otherTeacher', dryRun), '100404', 404, '班级不存在');
      for (const who of ['editor', 'student']) expectFailure(await send(call, who), '100403', 403);
      expectFailure(await send(call, null), '100401', 401);
    },
  );

  it('createTeacher: an admin only', async () => {
    for (const who of ['owner', 'editor', 'student']) {
      const res = await t.call({
        url: apiCalls.createTeacher.path,
        body: { name: '某老师', phone: nextPhone() },
        token: tokens.get(who),
      });
      expectFailure(res, '100403', 403);
    }
    expectSuccess(
      await t.call({
        url: apiCalls.createTeacher.path,
        body: { name: '某老师', phone: nextPhone() },
        token: tokens.get('admin'),
      }),
    );
  });
});
