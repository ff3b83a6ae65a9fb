// Issue 12: a user's count limits (50 志愿表 in use, 500 favourites) hold when the creates arrive together —
// on one process and on two processes sharing the database, on SQLite and PostgreSQL. Issue 35: so do a
// list's limits (200 teacher comments, 10 active share links), and the student's comments come in pages. The invariant is the
// count that stands afterwards and the answers that say so, never how fast anything ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_SHARES_PER_LIST_MAX,
  COMMENTS_PER_LIST_MAX,
  VOLUNTEER_TABLES_MAX,
  type ClassSummary,
  type MyComment,
  type VolunteerTable,
} from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type CallResult, type TestApp } from './support/test-app.ts';

const CREATES = 60;
const FAVOURITES_MAX = 500;
/** Students and teachers of the list-limit scenarios, one pair per scenario and set-up. */
const PHONES = Array.from({ length: 6 }, (_, i) => ({
  student: String(13600000100 + i),
  teacher: String(13600000200 + i),
}));
const LIST = { year: 2026, category: '物理类', batch: '本科批', score: 560, choices: [] } as const;

/** Success and "limit reached" answers; anything else fails the test with the answer. */
function tally(answers: CallResult<unknown>[]): { created: number; refused: number } {
  const counts = { created: 0, refused: 0 };
  for (const res of answers) {
    if (res.body.errorCode === '0') counts.created++;
    else if (res.body.errorCode === '100409' && /已达上限/.test(res.body.message)) counts.refused++;
    else throw new Error(`unexpected answer: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return counts;
}

async function createListsTogether(apps: TestApp[], token: string) {
  const answers = await Promise.all(
    Array.from({ length: CREATES }, (_, i) =>
      apps[i % apps.length]!.call({
        url: '/api/volunteer/save',
        token,
        body: { ...LIST, name: `志愿表${i + 1}` },
      }),
    ),
  );
  const stored = await apps[0]!.app.db
    .selectFrom('volunteer_tables')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { ...tally(answers), stored: Number(stored.n) };
}

/** Fills the user's favourites to 10 below the limit, then adds 60 different majors together. */
async function addFavouritesTogether(apps: TestApp[], token: string, phone: string) {
  const db = apps[0]!.app.db;
  const user = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  const prefilled = FAVOURITES_MAX - 10;
  await db
    .insertInto('favourites')
    .values(
      Array.from({ length: prefilled }, (_, i) => ({
        user_id: user.id,
        kind: 'article',
        target_id: String(100_000 + i),
        title: `文章${i}`,
        created_at: 0,
      })),
    )
    .execute();
  const majors = await db.selectFrom('majors').select('code').orderBy('id').limit(CREATES).execute();
  expect(majors).toHaveLength(CREATES);
  const answers = await Promise.all(
    majors.map(({ code }, i) =>
      apps[i % apps.length]!.call({
        url: '/api/userCollections/collectWeb',
        token,
        body: { kind: 'major', targetId: code },
      }),
    ),
  );
  const stored = await db
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { ...tally(answers), stored: Number(stored.n) };
}

/** A student of a teacher's class with one list: what a list's limits are tried on. */
async function studentWithList(t: TestApp, phones: { student: string; teacher: string }) {
  t.clock.advance(61 * SECOND);
  const teacher = await t.signUp(phones.teacher, { roles: ['teacher'], clientType: 2 });
  t.clock.advance(61 * SECOND);
  const student = await t.signUp(phones.student);
  const room = expectSuccess(
    await t.call<ClassSummary>({
      url: '/api/admin/class/save',
      body: { name: '高三（9）班', graduationYear: 2026 },
      token: teacher,
    }),
  );
  expectSuccess(await t.call({ url: '/api/class/join', body: { joinCode: room.joinCode }, token: student }));
  const list = expectSuccess(
    await t.call<VolunteerTable>({
      url: '/api/volunteer/save',
      body: { ...LIST, name: '冲一冲' },
      token: student,
    }),
  );
  const user = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phones.student)
    .executeTakeFirstOrThrow();
  return { teacher, student, classId: room.id, userId: user.id, tableId: list.id };
}

async function countRows(t: TestApp, table: 'class_comments' | 'volunteer_shares', tableId: number) {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('table_id', '=', tableId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function listLimitScenarios(appsOf: () => TestApp[], phones: { student: string; teacher: string }[]) {
  it(`leaves exactly ${COMMENTS_PER_LIST_MAX} comments on a list when 60 arrive together 10 below the limit, and pages them`, async () => {
    const apps = appsOf();
    const at = await studentWithList(apps[0]!, phones[0]!);
    await apps[0]!.app.db
      .insertInto('class_comments')
      .values(
        Array.from({ length: COMMENTS_PER_LIST_MAX - 10 }, (_, i) => ({
          table_id: at.tableId,
          version: 1,
          position: null,
          choice_label: '整张志愿表',
          author_id: at.userId,
          body: `早先的建议${i}`,
          created_at: i,
          done_at: null,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: CREATES }, (_, i) =>
        apps[i % apps.length]!.call({
          url: '/api/admin/class/comment',
          body: { id: at.classId, userId: at.userId, tableId: at.tableId, body: `建议${i}` },
          token: at.teacher,
        }),
      ),
    );
    expect(tally(answers)).toEqual({ created: 10, refused: CREATES - 10 });
    expect(answers.find((a) => a.body.errorCode !== '0')?.body.message).toBe(
      `这张志愿表的建议已达上限（${COMMENTS_PER_LIST_MAX}条），不能再添加`,
    );
    expect(await countRows(apps[0]!, 'class_comments', at.tableId)).toBe(COMMENTS_PER_LIST_MAX);

    type Comments = { total: number; items: MyComment[] };
    const page = (query: string) =>
      apps[1 % apps.length]!.call<Comments>({ url: `/api/class/comments${query}`, token: at.student });
    const first = expectSuccess(await page(''));
    expect([first.total, first.items.length]).toEqual([COMMENTS_PER_LIST_MAX, 20]);
    const seen = [];
    for (let n = 1; n <= 2; n++) seen.push(...expectSuccess(await page(`?page=${n}&pageSize=100`)).items);
    expect(new Set(seen.map((c) => c.id)).size).toBe(COMMENTS_PER_LIST_MAX);
    expect(expectSuccess(await page('?page=3&pageSize=100')).items).toEqual([]);
    expectFailure(await page('?pageSize=101'), '100400', 400, '每页条数应为1到100之间的整数');
  });

  it(`leaves exactly ${ACTIVE_SHARES_PER_LIST_MAX} active share links of 30 made together`, async () => {
    const apps = appsOf();
    const at = await studentWithList(apps[0]!, phones[1]!);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        apps[i % apps.length]!.call({
          url: '/api/volunteer/share/create',
          body: { id: at.tableId, days: 7 },
          token: at.student,
        }),
      ),
    );
    expect(tally(answers)).toEqual({
      created: ACTIVE_SHARES_PER_LIST_MAX,
      refused: 30 - ACTIVE_SHARES_PER_LIST_MAX,
    });
    expect(answers.find((a) => a.body.errorCode !== '0')?.body.message).toBe(
      `这张志愿表的有效分享链接已达上限（${ACTIVE_SHARES_PER_LIST_MAX}个），请先撤销不再使用的链接`,
    );
    expect(await countRows(apps[0]!, 'volunteer_shares', at.tableId)).toBe(ACTIVE_SHARES_PER_LIST_MAX);
  });

  it('keeps a list’s ended share links to the newest 20, so revoking and making links never grows it', async () => {
    const apps = appsOf();
    const at = await studentWithList(apps[0]!, phones[2]!);
    for (let i = 0; i < 25; i++) {
      const made = expectSuccess(
        await apps[i % apps.length]!.call<{ id: number }>({
          url: '/api/volunteer/share/create',
          body: { id: at.tableId, days: 1 },
          token: at.student,
        }),
      );
      expectSuccess(
        await apps[0]!.call({ url: '/api/volunteer/share/revoke', body: { id: made.id }, token: at.student }),
      );
    }
    // The 25th creation removed the oldest ended links beyond 20 before adding itself, which is now revoked.
    expect(await countRows(apps[0]!, 'volunteer_shares', at.tableId)).toBe(21);
  });
}

function limitScenarios(appsOf: () => TestApp[]) {
  it(`leaves exactly ${VOLUNTEER_TABLES_MAX} 志愿表 of ${CREATES} created together`, async () => {
    const apps = appsOf();
    const token = await apps[0]!.signUp('13600000001');
    expect(await createListsTogether(apps, token)).toEqual({
      created: VOLUNTEER_TABLES_MAX,
      refused: CREATES - VOLUNTEER_TABLES_MAX,
      stored: VOLUNTEER_TABLES_MAX,
    });
  });

  it(`leaves exactly ${FAVOURITES_MAX} favourites when 60 are added together 10 below the limit`, async () => {
    const apps = appsOf();
    const token = await apps[0]!.signUp('13600000002');
    expect(await addFavouritesTogether(apps, token, '13600000002')).toEqual({
      created: 10,
      refused: CREATES - 10,
      stored: FAVOURITES_MAX,
    });
  });
}

describe.each(DATABASE_KINDS)('count limits under concurrent creates on %s', (kind) => {
  describe('one process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { seed: SMALL_SEED });
    });
    afterAll(() => t.close());
    limitScenarios(() => [t]);
    listLimitScenarios(() => [t], PHONES.slice(0, 3));
  });

  describe('two processes on one database', () => {
    let database: TestDatabase;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      a = await startTestApp(kind, { env: { DATABASE_URL: database.url }, seed: SMALL_SEED });
      b = await startTestApp(kind, { env: { DATABASE_URL: database.url } });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database.drop();
    });
    limitScenarios(() => [a, b]);
    listLimitScenarios(() => [a, b], PHONES.slice(3));
  });
});
