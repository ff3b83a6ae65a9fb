// 志愿表 on both databases: only the owner reads or changes a list (anyone else gets the 100404 of a missing
// one), every save, removal and restore keeps a version that can be read and restored, a stale save is
// refused with 100409, the batch's hard limits block a save with a message naming the choice while the
// warnings are saved and returned, and the public check call answers the same checks without saving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RecommendData,
  VolunteerCheckData,
  VolunteerChoiceInput,
  VolunteerSaveInput,
  VolunteerSummary,
  VolunteerTable,
  VolunteerVersion,
  VolunteerVersions,
} from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const LIST = { year: 2026, category: '物理类', batch: '本科批', score: 530 } as const;
const NOT_FOUND = '志愿表不存在或已被删除';

describe.each(DATABASE_KINDS)('volunteer tables on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  /** Real units of the batch, from the recommendation, riskiest first. */
  let units: RecommendData['items'];

  const choiceOf = (item: RecommendData['items'][number], majors = 2): VolunteerChoiceInput => ({
    collegeId: item.college.id,
    groupCode: item.group?.code ?? null,
    majors: item.majors.slice(0, majors).map((m) => ({ code: m.code, name: m.name })),
    adjustment: true,
  });
  const save = (token: string, body: VolunteerSaveInput) =>
    t.call<VolunteerTable>({ url: '/api/volunteer/save', body, token });
  const get = (token: string, id: number) =>
    t.call<VolunteerTable>({ url: `/api/volunteer/get?id=${id}`, token });
  const list = async (token: string, deleted = false) =>
    expectSuccess(await t.call<VolunteerSummary[]>({ url: `/api/volunteer/list?deleted=${deleted}`, token }));
  const versions = (token: string, id: number) =>
    t.call<VolunteerVersions>({ url: `/api/volunteer/versions?id=${id}`, token });

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    alice = await t.signUp('13700000001');
    t.clock.advance(61 * SECOND);
    bob = await t.signUp('13700000002');
    const data = expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...LIST, pageSize: 50 } }),
    );
    units = data.items;
    expect(units.length).toBeGreaterThan(5);
  });
  afterAll(() => t.close());

  it('answers 100401 to anonymous callers on every volunteer-table call', async () => {
    const calls = [
      { url: '/api/volunteer/list' },
      { url: '/api/volunteer/get?id=1' },
      { url: '/api/volunteer/save', body: { ...LIST, name: '表', choices: [] } },
      { url: '/api/volunteer/remove', body: { id: 1 } },
      { url: '/api/volunteer/versions?id=1' },
      { url: '/api/volunteer/version?id=1&version=1' },
      { url: '/api/volunteer/restore', body: { id: 1, version: 1 } },
    ];
    for (const call of calls) expectFailure(await t.call(call), '100401', 401);
  });

  it('saves a new list as version 1 with its estimates and checks, and reads it back', async () => {
    const choices = [choiceOf(units[0]!), choiceOf(units.at(-1)!)];
    const saved = expectSuccess(
      await save(alice, { ...LIST, name: ' 第一稿 ', electives: ['化学', '生物'], choices }),
    );
    expect(saved).toMatchObject({
      name: '第一稿',
      version: 1,
      year: 2026,
      score: LIST.score,
      electives: ['化学', '生物'],
    });
    expect(saved.choices.map((c) => [c.collegeId, c.groupCode, c.majors, c.adjustment])).toEqual(
      choices.map((c) => [c.collegeId, c.groupCode, c.majors, c.adjustment]),
    );
    expect(saved.choices.map((c) => c.tier)).toEqual([units[0]!.tier, units.at(-1)!.tier]);
    expect(saved.choices[0]?.probability).toBeCloseTo(units[0]!.probability, 10);
    expect(saved.choices[0]?.collegeName).toBe(units[0]!.college.name);
    expect(saved.limits).toEqual({ choices: 45, majorsPerChoice: 12, adjustment: true, unit: '院校专业组' });
    expect(saved.candidateRank).toBeGreaterThan(0);
    expect(expectSuccess(await get(alice, saved.id))).toEqual(saved);
    const mine = await list(alice);
    expect(mine.map((l) => [l.id, l.name, l.choiceCount, l.version, l.deletedAt])).toEqual([
      [saved.id, '第一稿', 2, 1, null],
    ]);
  });

  it('keeps a version on every save and refuses a stale one with 100409, changing nothing', async () => {
    const first = expectSuccess(
      await save(alice, { ...LIST, name: '版本测试', choices: [choiceOf(units[1]!)] }),
    );
    const secondChoices = [choiceOf(units[1]!), choiceOf(units[2]!, 1)];
    const second = expectSuccess(
      await save(alice, { ...LIST, id: first.id, version: 1, name: '版本测试', choices: secondChoices }),
    );
    expect(second.version).toBe(2);
    const stale = await save(alice, { ...LIST, id: first.id, version: 1, name: '旧页面', choices: [] });
    expectFailure(stale, '100409', 409, /^志愿表已在别处修改（当前为第 2 版，你编辑的是第 1 版）/);
    const now = expectSuccess(await get(alice, first.id));
    expect(now.name).toBe('版本测试');
    expect(now.choices).toHaveLength(2);

    const kept = expectSuccess(await versions(alice, first.id));
    expect(kept).toMatchObject({ id: first.id, version: 2, deleted: false });
    expect(kept.items.map((v) => [v.version, v.action, v.choiceCount])).toEqual([
      [2, 'update', 2],
      [1, 'create', 1],
    ]);
    const one = expectSuccess(
      await t.call<VolunteerVersion>({
        url: `/api/volunteer/version?id=${first.id}&version=1`,
        token: alice,
      }),
    );
    expect(one.choices).toEqual([choiceOf(units[1]!)]);
    expectFailure(
      await t.call({ url: `/api/volunteer/version?id=${first.id}&version=9`, token: alice }),
      '100404',
      404,
      '该版本不存在',
    );
  });

  it('removes to the bin keeping every version, and restores any of them as a new version', async () => {
    const created = expectSuccess(
      await save(alice, { ...LIST, name: '要删除的', choices: [choiceOf(units[3]!)] }),
    );
    expectSuccess(
      await save(alice, {
        ...LIST,
        id: created.id,
        version: 1,
        name: '要删除的',
        choices: [choiceOf(units[4]!)],
      }),
    );
    expectFailure(
      await t.call({ url: '/api/volunteer/remove', body: { id: created.id, version: 1 }, token: alice }),
      '100409',
      409,
    );
    expectSuccess(
      await t.call({ url: '/api/volunteer/remove', body: { id: created.id, version: 2 }, token: alice }),
    );
    expectFailure(await get(alice, created.id), '100404', 404, NOT_FOUND);
    expect((await list(alice)).map((l) => l.id)).not.toContain(created.id);
    const bin = await list(alice, true);
    expect(bin.map((l) => [l.id, l.version])).toEqual([[created.id, 3]]);
    expect(bin[0]?.deletedAt).not.toBeNull();
    // Saving over a removed list is refused: it has to be restored first.
    expectFailure(
      await save(alice, { ...LIST, id: created.id, version: 3, name: 'x', choices: [] }),
      '100404',
      404,
      NOT_FOUND,
    );

    const kept = expectSuccess(await versions(alice, created.id));
    expect(kept).toMatchObject({ version: 3, deleted: true });
    expect(kept.items.map((v) => v.action)).toEqual(['remove', 'update', 'create']);
    const restored = await t.call<VolunteerTable>({
      url: '/api/volunteer/restore',
      body: { id: created.id, version: 1 },
      token: alice,
    });
    expect(restored.body.message).toBe('已恢复到第 1 版');
    const table = expectSuccess(restored);
    expect(table.version).toBe(4);
    expect(table.choices.map((c) => [c.collegeId, c.groupCode])).toEqual([
      [units[3]!.college.id, units[3]!.group?.code ?? null],
    ]);
    expect((await list(alice)).map((l) => l.id)).toContain(created.id);
    const after = expectSuccess(await versions(alice, created.id));
    expect(after.items.map((v) => v.action)).toEqual(['restore', 'remove', 'update', 'create']);
  });

  it('never shows, changes, removes or restores someone else’s list, answering as if it did not exist', async () => {
    const own = expectSuccess(
      await save(alice, { ...LIST, name: '爱丽丝的', choices: [choiceOf(units[0]!)] }),
    );
    const missing = 2_000_000;
    for (const id of [own.id, missing]) {
      expectFailure(await get(bob, id), '100404', 404, NOT_FOUND);
      expectFailure(
        await save(bob, { ...LIST, id, version: 1, name: '鲍勃改的', choices: [] }),
        '100404',
        404,
        NOT_FOUND,
      );
      expectFailure(
        await t.call({ url: '/api/volunteer/remove', body: { id, version: 1 }, token: bob }),
        '100404',
        404,
        NOT_FOUND,
      );
      expectFailure(await versions(bob, id), '100404', 404, NOT_FOUND);
      expectFailure(
        await t.call({ url: `/api/volunteer/version?id=${id}&version=1`, token: bob }),
        '100404',
        404,
        NOT_FOUND,
      );
      expectFailure(
        await t.call({ url: '/api/volunteer/restore', body: { id, version: 1 }, token: bob }),
        '100404',
        404,
        NOT_FOUND,
      );
    }
    expect(await list(bob)).toEqual([]);
    expect(await list(bob, true)).toEqual([]);
    const still = expectSuccess(await get(alice, own.id));
    expect(still).toMatchObject({ name: '爱丽丝的', version: 1 });
  });

  it('blocks the batch’s hard limits with a message naming the choice, saving nothing', async () => {
    const before = (await list(bob)).length;
    const many = Array.from({ length: 46 }, (_, i) => ({
      ...choiceOf(units[i % units.length]!),
      groupCode: `${i + 10}`,
    }));
    const tooMany = await save(bob, { ...LIST, name: '太多', choices: many });
    expectFailure(tooMany, '100400', 400, /共 46 个志愿，超过本批次最多 45 个的限制/);
    expect((tooMany.body.data as { checks: { code: string }[] }).checks.map((c) => c.code)).toContain(
      'too-many-choices',
    );

    const thirteen = Array.from({ length: 13 }, (_, i) => ({ code: null, name: `专业${i + 1}` }));
    expectFailure(
      await save(bob, { ...LIST, name: '专业太多', choices: [{ ...choiceOf(units[0]!), majors: thirteen }] }),
      '100400',
      400,
      /^第 1 志愿（.+）填了 13 个专业，超过每个志愿最多 12 个的限制/,
    );
    expectFailure(
      await save(bob, {
        ...LIST,
        name: '重复',
        choices: [choiceOf(units[0]!), choiceOf(units[1]!), choiceOf(units[0]!)],
      }),
      '100400',
      400,
      /^第 1 志愿（.+）与第 3 志愿（.+）是同一个招生单位，重复填报/,
    );
    const twice = choiceOf(units[0]!, 1);
    expectFailure(
      await save(bob, {
        ...LIST,
        name: '专业重复',
        choices: [{ ...twice, majors: [...twice.majors, ...twice.majors] }],
      }),
      '100400',
      400,
      /^第 1 志愿（.+）中专业“.+”重复填写（第 1、2 个专业）/,
    );
    expectFailure(
      await save(bob, {
        ...LIST,
        name: '没有专业组',
        choices: [{ ...choiceOf(units[0]!), groupCode: null }],
      }),
      '100400',
      400,
      /^第 1 志愿（.+）：本批次按院校专业组填报，请选择专业组/,
    );
    expectFailure(
      await save(bob, {
        ...LIST,
        name: '没有院校',
        choices: [{ ...choiceOf(units[0]!), collegeId: 999_999 }],
      }),
      '100400',
      400,
      '第 1 志愿：院校不存在（编号 999999）',
    );
    expect((await list(bob)).length).toBe(before);
  });

  it('saves warnings (no 保, all 冲, 选科) and returns them in the checks', async () => {
    // No 保 unit, and electives that miss a subject one of the units requires.
    // A candidate for whom the small seed has several units short of 保, one of them requiring 化学.
    const candidate = LIST;
    const offered = expectSuccess(
      await t.call<RecommendData>({ url: '/api/simulate/recommend', body: { ...candidate, pageSize: 50 } }),
    ).items;
    const notSafe = offered.filter((u) => u.tier !== '保');
    const chemistry = notSafe.find((u) => u.subjectRequirement?.includes('化学'));
    expect(chemistry, 'a unit short of 保 that requires 化学').toBeDefined();
    const risky = [chemistry!, ...notSafe.filter((u) => u !== chemistry)].slice(0, 3);
    const saved = expectSuccess(
      await save(bob, {
        ...candidate,
        name: '有提醒',
        electives: ['生物', '地理'],
        choices: risky.map((u) => choiceOf(u)),
      }),
    );
    const codes = saved.checks.map((c) => c.code);
    expect(codes).toContain('subject-mismatch');
    expect(codes).toContain('no-safety');
    expect(saved.choices.every((c) => c.tier !== '保')).toBe(true);
    const mismatch = saved.checks.find((c) => c.code === 'subject-mismatch');
    expect(mismatch?.message).toMatch(/^第 \d+ 志愿（.+）选科要求为“.+”，你未选考化学/);
    expect(expectSuccess(await get(bob, saved.id)).checks).toEqual(saved.checks);
  });

  it('warns of a 专科 college in a 本科 list and of a list far shorter than the batch allows', async () => {
    const vocational = await collegeId(t, '包头职业技术学院');
    const body = {
      ...LIST,
      choices: [{ collegeId: vocational, groupCode: '01', majors: [], adjustment: true }],
    };
    const checked = expectSuccess(await t.call<VolunteerCheckData>({ url: '/api/volunteer/check', body }));
    expect(checked.checks.find((c) => c.code === 'level-mismatch')).toEqual({
      code: 'level-mismatch',
      severity: 'warning',
      message: '第 1 志愿（包头职业技术学院）是专科院校，本科批次不招生',
      positions: [1],
    });
    expect(checked.checks.find((c) => c.code === 'few-choices')?.message).toMatch(
      /^只填了 1 个志愿（本批次最多可填 \d+ 个）/,
    );
  });

  it('checks a list without saving it, for anyone', async () => {
    const before = (await list(alice)).length;
    const onlySafe = units.filter((u) => u.tier === '保').slice(0, 1);
    const reach = units.filter((u) => u.tier === '冲' || u.tier === '稳').slice(0, 1);
    const body = { ...LIST, choices: [...onlySafe, ...reach].map((u) => choiceOf(u)) };
    const checked = expectSuccess(await t.call<VolunteerCheckData>({ url: '/api/volunteer/check', body }));
    expect(checked.choices.map((c) => c.tier)).toEqual([...onlySafe, ...reach].map((u) => u.tier));
    expect([onlySafe.length, reach.length]).toEqual([1, 1]);
    expect(checked.checks.map((c) => c.code)).toContain('reach-after-safety');
    expect(checked.checks.find((c) => c.code === 'reach-after-safety')?.positions).toEqual([1, 2]);
    const empty = expectSuccess(
      await t.call<VolunteerCheckData>({ url: '/api/volunteer/check', body: { ...LIST, choices: [] } }),
    );
    expect(empty.checks.map((c) => c.code)).toEqual(['empty']);
    // Without a score or rank there is no estimate.
    const blind = expectSuccess(
      await t.call<VolunteerCheckData>({
        url: '/api/volunteer/check',
        body: { year: 2026, category: '物理类', batch: '本科批', choices: [choiceOf(units[0]!)] },
      }),
    );
    expect(blind).toMatchObject({ candidateRank: null, choices: [{ probability: null, tier: null }] });
    expect(blind.checks.map((c) => c.code)).toContain('no-estimate');
    expectFailure(
      await t.call({ url: '/api/volunteer/check', body: { ...LIST, batch: '本科一批', choices: [] } }),
      '100400',
      400,
      /^2026年没有批次“本科一批”/,
    );
    expect((await list(alice)).length).toBe(before);
  });
});
