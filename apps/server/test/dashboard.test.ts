// 控制台 (issue 10): registered students, 志愿表 saved this week and sign-ins today (Beijing days, weeks from
// Monday), and per year whether each kind of data is sample or official, with the last import of each kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@zhiyuan/contracts';
import { DAY } from '../src/lib/time.ts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectSuccess } from './support/expect.ts';
import { csvText, uploadFile, utf8 } from './support/files.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('the dashboard on %s', (kind) => {
  let t: TestApp;
  let teacher: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    teacher = await t.signUp('17700000001', { roles: ['teacher'] });
  });
  afterAll(() => t.close());

  const dashboard = async (token = teacher) =>
    expectSuccess(await t.call<Dashboard>({ url: '/api/admin/dashboard', token }));

  it('counts students, this week’s 志愿表 saves and today’s sign-ins, from Beijing’s midnight and Monday', async () => {
    const student = await t.signUp('17700000002');
    await t.signUp('17700000003');
    const save = { year: 2026, category: '物理类', batch: '本科批', score: 560, choices: [] };
    expectSuccess(
      await t.call({ url: '/api/volunteer/save', body: { ...save, name: '第一张' }, token: student }),
    );
    expectSuccess(
      await t.call({ url: '/api/volunteer/save', body: { ...save, name: '第二张' }, token: student }),
    );
    const now = await dashboard();
    // The test clock is Wednesday 2025-06-25 16:00 in Beijing.
    expect(now.since).toEqual({ week: '2025-06-22T16:00:00.000Z', today: '2025-06-24T16:00:00.000Z' });
    expect(now).toMatchObject({ students: 2, volunteerSavesThisWeek: 2, loginsToday: 3 });
    // The next Monday: nothing this week, nothing today yet.
    t.clock.advance(5 * DAY);
    teacher = await t.login('17700000001', 'secret-123');
    expect(await dashboard()).toMatchObject({
      since: { week: '2025-06-29T16:00:00.000Z' },
      volunteerSavesThisWeek: 0,
      loginsToday: 1,
    });
  });

  it('counts as 注册学生 only students, not staff who also hold the student role', async () => {
    const before = (await dashboard()).students;
    // A teacher who registered on the site (as a student) and was then made a teacher, and an admin alike.
    await t.signUp('17700000011', { roles: ['student', 'teacher'] });
    await t.signUp('17700000012', { roles: ['admin', 'student'] });
    expect((await dashboard()).students).toBe(before);
    await t.signUp('17700000013');
    expect((await dashboard()).students).toBe(before + 1);
  });

  it('says per year whether each kind of data is sample or official, and the last import of each kind', async () => {
    const before = await dashboard();
    expect(before.dataStatus.map((y) => y.year)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    const y2025 = before.dataStatus.find((y) => y.year === 2025)!;
    expect(y2025.kinds.map((k) => [k.kind, k.status])).toEqual([
      ['score-lines', 'sample'],
      ['rank-table', 'sample'],
      ['admission-records', 'sample'],
      ['admission-plans', 'none'],
    ]);
    expect(before.dataStatus.find((y) => y.year === 2021)!.kinds.every((k) => k.status === 'none')).toBe(
      true,
    );
    expect(before.lastImports).toEqual([]);

    const admin = await t.signUp('17700000009', { roles: ['admin'] });
    const lines = csvText([
      ['年份', '科类', '批次', '分数'],
      [2025, '物理类', '本科批', 430],
    ]);
    const res = await uploadFile(
      t,
      '/api/import/upload?kind=score-lines',
      { name: '批次线.csv', bytes: utf8(lines) },
      admin,
    );
    expect(res.body.errorCode, res.body.message).toBe('0');
    const after = await dashboard();
    const lines2025 = after.dataStatus
      .find((y) => y.year === 2025)!
      .kinds.find((k) => k.kind === 'score-lines')!;
    expect(lines2025.status === 'official' || lines2025.status === 'mixed').toBe(true);
    expect(lines2025.sampleRows).toBeLessThan(lines2025.rows);
    expect(after.lastImports).toEqual([
      {
        kind: 'score-lines',
        label: expect.any(String),
        at: expect.any(String),
        fileName: '批次线.csv',
        rows: 1,
      },
    ]);
  });
});
