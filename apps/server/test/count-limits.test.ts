// Issue 12: a user's count limits (50 志愿表 in use, 500 favourites) hold when the creates arrive together —
// on one process and on two processes sharing the database, on SQLite and PostgreSQL. The invariant is the
// count that stands afterwards and the answers that say so, never how fast anything ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOLUNTEER_TABLES_MAX } from '@zhiyuan/contracts';
import { SMALL_SEED } from './support/catalog.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { startTestApp, type CallResult, type TestApp } from './support/test-app.ts';

const CREATES = 60;
const FAVOURITES_MAX = 500;
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
  });
});
