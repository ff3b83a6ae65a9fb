// Issue 36, what a 班主任's real week ran into, on both databases: the desk names the rank of a list made by
// score; a join code is read as typed (look-alikes, case, spaces) and guessing is bounded per account — not
// per address, since a whole grade joins from the school's one address — also when the guesses arrive
// together; a truncated share link is told it is incomplete, not revoked.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClassDesk,
  ClassSummary,
  CreatedShare,
  MyClass,
  RecommendData,
  VolunteerTable,
} from '@zhiyuan/contracts';
import { JOIN_GUESSES_PER_HOUR } from '../src/modules/classes/index.ts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits.ts';
import { HOUR, SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const CANDIDATE = { year: 2026, category: '物理类', batch: '本科批', score: 530 } as const;
const WRONG = '加入码不正确，请向班主任确认';

describe.each(DATABASE_KINDS)('a class’s week on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let klass: ClassSummary;
  let nextPhone = 13922000000;
  const signUp = async (roles: ('student' | 'teacher')[] = ['student'], clientType: 1 | 2 = 1) => {
    t.clock.advance(61 * SECOND);
    return t.signUp(String(++nextPhone), { roles, clientType });
  };
  const join = (token: string, joinCode: string, ip = '10.0.0.1') =>
    t.call<MyClass>({ url: '/api/class/join', body: { joinCode }, token, remoteAddress: ip });

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    teacher = await signUp(['teacher'], 2);
    klass = expectSuccess(
      await t.call<ClassSummary>({
        url: '/api/admin/class/save',
        body: { name: '高三（5）班', graduationYear: 2026 },
        token: teacher,
      }),
    );
  });
  afterAll(() => t.close());

  it('shows on the desk the rank the server found for a list made by score', async () => {
    const student = await signUp();
    expectSuccess(await join(student, klass.joinCode));
    const [unit] = expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...CANDIDATE, pageSize: 1 } }),
    ).items;
    const saved = expectSuccess(
      await t.call<VolunteerTable>({
        url: '/api/volunteer/save',
        body: {
          ...CANDIDATE,
          name: '按分数',
          choices: [
            {
              collegeId: unit!.college.id,
              groupCode: unit!.group?.code ?? null,
              majors: [],
              adjustment: true,
            },
          ],
        },
        token: student,
      }),
    );
    expect(saved.rank).toBeNull();
    expect(saved.candidateRank).toBeGreaterThan(0);
    const desk = expectSuccess(
      await t.call<ClassDesk>({ url: `/api/admin/class/desk?id=${klass.id}`, token: teacher }),
    );
    expect(desk.students[0]!.list).toMatchObject({
      score: 530,
      rank: null,
      candidateRank: saved.candidateRank,
    });
  });

  it('generates codes without look-alikes and reads 0/O and 1/I/L typed by a student as one', async () => {
    for (let i = 0; i < 20; i++) {
      const renewed = expectSuccess(
        await t.call<ClassSummary>({
          url: '/api/admin/class/regenerateCode',
          body: { id: klass.id },
          token: teacher,
        }),
      );
      expect(renewed.joinCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    }
    const student = await signUp();
    // Eight characters with look-alikes are a code, read and looked up — not "should be 8 letters or digits".
    expectFailure(await join(student, 'K7PQ2MX0'), '100400', 400, WRONG);
    expectFailure(await join(student, 'k7pq-2mxo'), '100400', 400, WRONG);
    expectFailure(await join(student, 'K7PQ2MXI'), '100400', 400, WRONG);
    expectFailure(await join(student, 'K7PQ2MX'), '100400', 400, '加入码应为老师给出的8位字母或数字');
  });

  it('lets a whole grade join from one address and bounds each account’s guesses', async () => {
    expect(DEFAULT_RATE_LIMITS).not.toHaveProperty('joinClass');
    const [code] = [
      expectSuccess(await t.call<ClassSummary[]>({ url: '/api/admin/class/list', token: teacher }))[0]!
        .joinCode,
    ];
    const guesser = await signUp();
    const wrong = () => `ZZZZ${String(randomInt(2, 10))}${'ABC'[randomInt(3)]}2${'XYZ'[randomInt(3)]}`;
    for (let i = 0; i < JOIN_GUESSES_PER_HOUR; i++)
      expectFailure(await join(guesser, wrong(), `10.1.0.${i + 1}`), '100400', 400, WRONG);
    // From any address, even the right code: the account has used its guesses for the hour.
    expectFailure(
      await join(guesser, wrong(), '10.2.0.1'),
      '100429',
      429,
      /^加入码错误次数过多，请\d+分钟后再试$/,
    );
    expectFailure(await join(guesser, code, '10.2.0.2'), '100429', 429);
    // Another student is not affected, and a right code does not use a guess.
    const other = await signUp();
    expectSuccess(await join(other, code));
    t.clock.advance(HOUR + SECOND);
    expectSuccess(await join(guesser, code));
  });

  it('checks no more guesses than allowed when they arrive together', async () => {
    const guesser = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        join(guesser, `ZZZZ${String(2 + (i % 8))}${'ABCDE'[i % 5]}2Y`, `10.3.0.${i + 1}`),
      ),
    );
    const checked = answers.filter((a) => a.body.message === WRONG).length;
    const refused = answers.filter((a) => a.body.errorCode === '100429').length;
    expect([checked, refused]).toEqual([JOIN_GUESSES_PER_HOUR, 40 - JOIN_GUESSES_PER_HOUR]);
  });

  it('tells a truncated share link it is incomplete, not revoked', async () => {
    const student = await signUp();
    const list = expectSuccess(
      await t.call<VolunteerTable>({
        url: '/api/volunteer/save',
        body: { ...CANDIDATE, name: '给家长看', choices: [] },
        token: student,
      }),
    );
    const link = expectSuccess(
      await t.call<CreatedShare>({
        url: '/api/volunteer/share/create',
        body: { id: list.id },
        token: student,
      }),
    );
    const open = (token: string) => t.call({ url: `/api/share/volunteer?token=${token}` });
    expectSuccess(await open(link.token));
    for (const cut of [link.token.slice(0, 42), link.token.slice(0, 30), link.token.slice(0, 20)])
      expectFailure(await open(cut), '100400', 400, '分享链接不完整，请向分享人重新索取');
  });
});
