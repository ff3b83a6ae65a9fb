// Issue 12: an SMS code allows 5 guesses, and no more when the guesses arrive together — on one process
// and on two processes sharing the database. 60 guesses are fired at once (the right code among them); the
// invariant is what the server checked, never how fast: at most 5 of them are compared with the code (each
// answered "wrong, N left", "too many" or the success), every other one finds the code dead, and the
// stored attempt count agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../src/lib/time.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { startTestApp, type CallResult, type StartOptions, type TestApp } from './support/test-app.ts';

const GUESSES = 60;
const MAX_CHECKED = 5;
/** The per-IP limit of register is not what is tested here. */
const APP_OPTIONS: StartOptions = { build: { rateLimits: { register: { max: 1000, timeWindow: MINUTE } } } };

/** What a guess's answer says the server did with it. */
function outcome(res: CallResult<unknown>): 'accepted' | 'checked' | 'dead' {
  if (res.body.errorCode === '0') return 'accepted';
  if (/还可尝试\d次|错误次数过多/.test(res.body.message)) return 'checked';
  if (/已失效/.test(res.body.message)) return 'dead';
  throw new Error(`unexpected answer: ${res.status} ${JSON.stringify(res.body)}`);
}

/** 60 different codes, the right one last. */
function guessesFor(right: string): string[] {
  const wrong: string[] = [];
  for (let n = 0; wrong.length < GUESSES - 1; n++) {
    const guess = String((Number(right) + 1 + n * 7919) % 1_000_000).padStart(6, '0');
    if (guess !== right && !wrong.includes(guess)) wrong.push(guess);
  }
  return [...wrong, right];
}

async function storm(apps: TestApp[], phone: string) {
  const sender = apps[0]!;
  expectSuccess(
    await sender.call({
      url: '/api/user/registerSendPhoneCode',
      body: { phone, ...(await sender.captcha()) },
    }),
  );
  const guesses = guessesFor(sender.lastCode(phone));
  // Every request carries its own encrypted password, prepared before the guesses are fired together.
  const requests = await Promise.all(
    guesses.map(async (code, i) => {
      const app = apps[i % apps.length]!;
      return { app, body: { phone, code, password: await app.encrypt('secret-123') } };
    }),
  );
  const answers = await Promise.all(
    requests.map(({ app, body }) => app.call({ url: '/api/user/register', body })),
  );
  const counts = { accepted: 0, checked: 0, dead: 0 };
  for (const res of answers) counts[outcome(res)]++;
  const stored = await sender.app.db
    .selectFrom('sms_codes')
    .select('attempts')
    .where('phone', '=', phone)
    .execute();
  return { counts, attempts: stored.map((r) => r.attempts) };
}

function expectAtMostFiveChecked(result: Awaited<ReturnType<typeof storm>>) {
  const { counts, attempts } = result;
  expect(counts.accepted + counts.checked, JSON.stringify(counts)).toBeLessThanOrEqual(MAX_CHECKED);
  expect(counts.accepted).toBeLessThanOrEqual(1);
  expect(counts.accepted + counts.checked + counts.dead).toBe(GUESSES);
  expect(attempts).toEqual([counts.accepted + counts.checked]);
}

describe.each(DATABASE_KINDS)('SMS code guesses arriving together on %s', (kind) => {
  describe('one process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, APP_OPTIONS);
    });
    afterAll(() => t.close());

    it('checks at most 5 of 60 simultaneous guesses', async () => {
      expectAtMostFiveChecked(await storm([t], '13900000001'));
    });
  });

  describe('two processes on one database', () => {
    let database: TestDatabase;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      const options = { ...APP_OPTIONS, env: { DATABASE_URL: database.url } };
      a = await startTestApp(kind, options);
      b = await startTestApp(kind, options);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database.drop();
    });

    it('checks at most 5 of 60 guesses split between them', async () => {
      expectAtMostFiveChecked(await storm([a, b], '13900000002'));
    });
  });
});
