// Keeps the feature test kit's 志愿表 fake honest where feature tests lean on it: a stale save (the version
// conflict, 100409) and the checks of an empty list, a repeated unit, too many majors and a choice without
// majors. The same bodies go to `simulateHandlers` and to the real server (signed in, on the data fixtures'
// rows), and the answers must agree on every check the fake computes (FAKE_CHECK_CODES; the server's other
// checks — 选科, 调剂, estimates — are not faked, and feature tests must not lean on them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, VolunteerCheckData, VolunteerTable } from '@zhiyuan/contracts';
import { createFakeServer } from '@zhiyuan/feature-testing/fake-server';
import { FAKE_CHECK_CODES } from '@zhiyuan/feature-testing/simulate-checks';
import { simulateHandlers } from '@zhiyuan/feature-testing/simulate-fixtures';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { seedDataFixtures } from './seed-fixtures.ts';

const LIST = { year: 2025, category: '物理类', batch: '本科批' };
const choice = (collegeId: number) => ({
  collegeId,
  groupCode: '01',
  majors: [{ code: '080901', name: '计算机科学与技术' }],
  adjustment: true,
});

describe('the 志愿表 fake answers as the server does', () => {
  let t: TestApp;
  let token: string;
  const fake = createFakeServer(simulateHandlers());
  const post = async <T>(url: string, body: unknown) => {
    const res = await fake.fetch(`http://fake${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'fake-token' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await seedDataFixtures(t);
    token = await t.signUp('13900001234');
  });
  afterAll(() => t.close());

  it('refuses a save from a stale version with the same code, status and message', async () => {
    const answers = [];
    for (const ask of [
      (url: string, body: unknown) => t.call<VolunteerTable>({ url, body, token }),
      (url: string, body: unknown) => post<VolunteerTable>(url, body),
    ]) {
      const created = await ask('/api/volunteer/save', { name: '我的志愿表', ...LIST, choices: [] });
      const id = created.body.data?.id;
      expect(created.body.errorCode, JSON.stringify(created.body)).toBe('0');
      const saved = await ask('/api/volunteer/save', {
        id,
        version: 1,
        name: '第二版',
        ...LIST,
        choices: [],
      });
      expect(saved.body.data?.version).toBe(2);
      const stale = await ask('/api/volunteer/save', { id, version: 1, name: '旧版', ...LIST, choices: [] });
      answers.push({ status: stale.status, errorCode: stale.body.errorCode, message: stale.body.message });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.errorCode).toBe('100409');
  });

  it.each([
    ['an empty list', []],
    ['a repeated unit', [choice(366), choice(368), choice(366)]],
    ['a choice without majors', [{ ...choice(366), majors: [] }]],
    [
      'a choice with more majors than the batch allows',
      [{ ...choice(366), majors: Array.from({ length: 13 }, (_, i) => ({ code: null, name: `专业${i}` })) }],
    ],
  ])('checks %s with the same findings', async (_label, choices) => {
    const body = { ...LIST, choices };
    const real = await t.call<VolunteerCheckData>({ url: '/api/volunteer/check', body });
    const faked = await post<VolunteerCheckData>('/api/volunteer/check', body);
    const findings = (data: VolunteerCheckData | undefined) =>
      data?.checks
        .filter((c) => (FAKE_CHECK_CODES as readonly string[]).includes(c.code))
        .map(({ code, severity, positions }) => ({ code, severity, positions }));
    expect(real.body.errorCode).toBe('0');
    expect(findings(faked.body.data)).toEqual(findings(real.body.data));
  });
});
