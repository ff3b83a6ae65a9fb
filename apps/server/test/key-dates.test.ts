// 填报日程 on both databases: editors and admins publish the season's dates (Beijing time), anyone reads them
// in time order; bad input names the field in Chinese; students and teachers cannot change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyDate } from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('key dates on %s', (kind) => {
  let t: TestApp;
  let editor: string;
  let teacher: string;
  const save = (token: string, body: Record<string, unknown>) =>
    t.call<KeyDate>({ url: '/api/admin/keyDates/save', body, token });
  const list = async () => expectSuccess(await t.call<KeyDate[]>({ url: '/api/keyDates/list' }));

  beforeAll(async () => {
    t = await startTestApp(kind);
    editor = await t.signUp('13933000001', { roles: ['editor'], clientType: 2 });
    t.clock.advance(61 * SECOND);
    teacher = await t.signUp('13933000002', { roles: ['teacher'], clientType: 2 });
  });
  afterAll(() => t.close());

  it('publishes dates in Beijing time, listed in time order for anyone', async () => {
    const end = expectSuccess(
      await save(editor, { name: '本科批填报截止', kind: 'deadline', at: '2026-07-02 17:00' }),
    );
    expect(end.at).toBe('2026-07-02T09:00:00.000Z');
    const start = expectSuccess(
      await save(editor, { name: '本科批填报开始', kind: 'start', at: '2026-06-28 09:00', note: '网上填报' }),
    );
    expect((await list()).map((d) => d.name)).toEqual(['本科批填报开始', '本科批填报截止']);
    const moved = expectSuccess(
      await save(editor, { id: end.id, name: '本科批填报截止', kind: 'deadline', at: '2026-06-27 17:00' }),
    );
    expect(moved.at).toBe('2026-06-27T09:00:00.000Z');
    expect((await list()).map((d) => d.id)).toEqual([end.id, start.id]);
    expectSuccess(await t.call({ url: '/api/admin/keyDates/remove', body: { id: start.id }, token: editor }));
    expect((await list()).map((d) => d.id)).toEqual([end.id]);
  });

  it('names what is wrong, and lets neither teachers nor anonymous callers change the dates', async () => {
    expectFailure(
      await save(editor, { name: '截止', kind: 'deadline', at: '7月2日' }),
      '100400',
      400,
      /时间应为“2026-06-27 17:00”的格式/,
    );
    expectFailure(
      await save(editor, { name: '', kind: 'deadline', at: '2026-07-02 17:00' }),
      '100400',
      400,
      '请填写名称',
    );
    expectFailure(
      await save(editor, { id: 999, name: '截止', kind: 'deadline', at: '2026-07-02 17:00' }),
      '100404',
      404,
      '日期不存在',
    );
    expectFailure(
      await save(teacher, { name: '截止', kind: 'deadline', at: '2026-07-02 17:00' }),
      '100403',
      403,
    );
    expectFailure(await save('', { name: '截止', kind: 'deadline', at: '2026-07-02 17:00' }), '100401', 401);
  });
});
