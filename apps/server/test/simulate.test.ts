// 模拟填报 recommendations on both databases, on the small seeded slice (2024 院校 records, 2025 院校专业组
// records, the 2026 plans): the candidate's rank and equivalent scores, tiers ordered by probability, a
// better score never giving fewer 保 units, 选科 flags, the preferences, paging, the sample flag and the
// validation errors — checked against the database and the other calls, not against hard-coded answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  RankByRank,
  RankEntry,
  RankEquivalent,
  RecommendData,
  RecommendInput,
} from '@zhiyuan/contracts';
import { codeOf, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const BASE = { category: '物理类', batch: '本科批' } as const;
const TIER_ORDER = { 冲: 0, 稳: 1, 保: 2 } as const;

describe.each(DATABASE_KINDS)('simulate/recommend on %s', (kind) => {
  let t: TestApp;
  const recommend = async (body: RecommendInput) =>
    expectSuccess(await t.call<RecommendData>({ url: '/api/simulate/recommend', body }));

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  it('finds the candidate’s rank in the year’s table and the same rank’s score in earlier years', async () => {
    const data = await recommend({ ...BASE, score: 560 });
    const entry = expectSuccess(
      await t.call<RankEntry>({
        url: `/api/rankTable/lookup?year=2026&category=${encodeURI('物理类')}&score=560`,
      }),
    );
    expect(data).toMatchObject({
      year: 2026,
      category: '物理类',
      batch: '本科批',
      unit: '院校专业组',
      rank: entry.rankTo,
      rankRange: { from: entry.rankFrom, to: entry.rankTo },
      score: 560,
    });
    expect(data.equivalentScores.map((e) => `${e.year}${e.category}`)).toEqual(['2025物理类', '2024理科']);
    for (const e of data.equivalentScores) {
      const at = expectSuccess(
        await t.call<RankByRank>({
          url: `/api/rankTable/byRank?year=${e.year}&category=${encodeURI(e.category)}&rank=${data.rank}`,
        }),
      );
      expect(e.score, `${e.year}`).toBe(at.score);
    }
    // One answer everywhere: 一分一段's 等位分 for the same score names the same scores.
    const equivalent = expectSuccess(
      await t.call<RankEquivalent>({
        url: `/api/rankTable/equivalent?year=2026&category=${encodeURI('物理类')}&score=560`,
      }),
    );
    const earlier = equivalent.items.filter((i) => i.year < 2026);
    expect(data.equivalentScores.map((e) => [e.year, e.category, e.score])).toEqual(
      earlier.map((i) => [i.year, i.category, i.score]),
    );
    // By rank: the same candidate.
    const byRank = await recommend({ ...BASE, rank: data.rank });
    expect(byRank.rank).toBe(data.rank);
    expect(byRank.score).toBe(560);
    expect(byRank.tiers).toEqual(data.tiers);
  });

  it('says how many units the batch has, 0 for a batch without data that year', async () => {
    const data = await recommend({ ...BASE, score: 560 });
    expect(data.units).toBeGreaterThanOrEqual(data.tiers.冲 + data.tiers.稳 + data.tiers.保);
    expect(data.units).toBeGreaterThan(0);
    const early = await recommend({ ...BASE, batch: '本科提前批A段', score: 560 });
    expect(early).toMatchObject({ units: 0, tiers: { 冲: 0, 稳: 0, 保: 0 }, total: 0 });
  });

  it('lists 冲 before 稳 before 保, by probability, each tier within its band', async () => {
    const data = await recommend({ ...BASE, score: 540, pageSize: 50 });
    expect(data.items.length).toBeGreaterThan(3);
    expect(data.total).toBe(data.tiers.冲 + data.tiers.稳 + data.tiers.保);
    let rebuilt = 0;
    const probabilities = data.items.map((i) => i.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => a - b));
    const order = data.items.map((i) => TIER_ORDER[i.tier]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const item of data.items) {
      const band = data.tierBands.find((b) => b.tier === item.tier);
      expect(band, item.key).toBeDefined();
      expect(item.probability).toBeGreaterThanOrEqual(band?.min ?? 1);
      if (item.tier !== '保') expect(item.probability).toBeLessThan(band?.max ?? 0);
      expect(item.reasons.join('\n')).toContain(`估计录取可能性约 ${Math.round(item.probability * 100)}%`);
      expect(item.predictedRange.low).toBeLessThanOrEqual(item.predictedRank);
      expect(item.predictedRange.high).toBeGreaterThanOrEqual(item.predictedRank);
      // The history shown is the unit's own, newest first, and the estimate only looks before 2026.
      expect(item.history.every((h) => h.year < 2026)).toBe(true);
      // A group's college line before the reform enters the estimate (matched as the backtest matches it):
      // rebuilt from the group's majors' rows of that year (the weakest of them) when at least half of its
      // majors have one, else as its college's year; marked as such either way, never shown as the group's
      // own record, and then not offered again as a separate reference.
      const before = await t.app.db
        .selectFrom('admission_records')
        .select(['scope', 'major_code', 'min_rank'])
        .where('college_code', '=', item.college.code)
        .where('year', '=', 2024)
        .where('category', '=', '理科')
        .where('batch', 'like', '本科%')
        .execute();
      expect(item.reasons.find((r) => r.startsWith('参考：'))).toBeUndefined();
      const codes = new Set(item.majors.map((m) => m.code));
      const ranked = before.filter(
        (r) => r.scope === '专业' && codes.has(r.major_code) && r.min_rank !== null,
      );
      const found = new Set(ranked.map((r) => r.major_code));
      const collegeRank = before.find((r) => r.scope === '院校')?.min_rank;
      if (found.size > 0 && found.size >= codes.size / 2) {
        const line = Math.max(...ranked.map((r) => r.min_rank ?? 0));
        expect(item.reasons[0]).toContain(`2024年 ${line.toLocaleString('en-US')}（按本组专业推算）`);
        rebuilt += 1;
      } else if (collegeRank) {
        expect(item.reasons[0]).toContain(`2024年 ${collegeRank.toLocaleString('en-US')}（参考该校整体）`);
      }
      if (before.length > 0) expect(item.history.map((h) => h.year)).not.toContain(2024);
    }
    // The seeded slice has the majors' rows: some groups rebuild their 2024 line from them.
    expect(rebuilt).toBeGreaterThan(0);
  });

  it('never gives fewer 保 units for a better score, with or without filters', async () => {
    for (const preferences of [undefined, { excludeNatures: ['民办' as const] }, { provinces: ['内蒙古'] }]) {
      let previous = -1;
      let previousSafe = new Set<string>();
      for (const score of [450, 500, 540, 580, 620, 660]) {
        const data = await recommend({ ...BASE, score, preferences, tier: '保', pageSize: 50 });
        expect(data.tiers.保, `${score} ${JSON.stringify(preferences)}`).toBeGreaterThanOrEqual(previous);
        const safe = new Set(data.items.map((i) => i.key));
        for (const key of previousSafe) expect(safe.has(key), `${key} stays 保 at ${score}`).toBe(true);
        previous = data.tiers.保;
        previousSafe = safe;
      }
      expect(previous).toBeGreaterThan(0);
    }
  });

  it('leaves out the units the electives do not allow (the category implies 物理), and flags none', async () => {
    const taken = new Set(['物理', '思想政治', '地理']);
    const lacks = (item: RecommendData['items'][number]) => {
      const required = item.subjectRequirement === '不限' ? [] : (item.subjectRequirement ?? '').split('+');
      return required.some((s) => s !== '' && !taken.has(s));
    };
    // Without electives nothing is said about 选科, and units the student could not apply to are among them.
    const silent = await recommend({ ...BASE, score: 500, pageSize: 50 });
    expect(silent.items.some((i) => i.flags.some((f) => f.code === 'subject-mismatch'))).toBe(false);
    expect(silent.items.filter(lacks).length).toBeGreaterThan(0);
    // With them, a unit the student cannot apply to is not recommended (nor counted in a tier).
    const data = await recommend({ ...BASE, score: 500, electives: ['思想政治', '地理'], pageSize: 50 });
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.filter(lacks).map((i) => `${i.key} ${i.subjectRequirement}`)).toEqual([]);
    expect(data.items.some((i) => i.flags.some((f) => f.code === 'subject-mismatch'))).toBe(false);
    const total = (d: RecommendData) => d.tiers.冲 + d.tiers.稳 + d.tiers.保;
    expect(total(data)).toBeLessThan(total(silent));
    // Other flags: 民办 colleges are flagged whatever the candidate.
    const privateItems = silent.items.filter((i) => i.college.nature === '民办');
    expect(privateItems.length).toBeGreaterThan(0);
    for (const item of privateItems) expect(item.flags.map((f) => f.code)).toContain('private');
    for (const item of silent.items) expect(item.flags.map((f) => f.code)).toContain('few-years');
  });

  it('applies the preferences and the tier, counting the tiers after the preferences', async () => {
    const all = await recommend({ ...BASE, score: 600, pageSize: 50 });
    const cases: [
      NonNullable<RecommendInput['preferences']>,
      (i: RecommendData['items'][number]) => boolean,
    ][] = [
      [{ provinces: ['北京市'] }, (i) => i.college.province === '北京'],
      [{ cities: ['呼和浩特'] }, (i) => i.college.city.includes('呼和浩特')],
      [{ tags: ['211'] }, (i) => i.college.tags.includes('211')],
      [{ excludeNatures: ['民办'] }, (i) => i.college.nature !== '民办'],
      [{ majors: ['计算机'] }, (i) => i.majors.some((m) => m.name.includes('计算机'))],
      [{ majors: ['0809'] }, (i) => i.majors.some((m) => m.code?.startsWith('0809') ?? false)],
    ];
    for (const [preferences, holds] of cases) {
      const data = await recommend({ ...BASE, score: 600, preferences, pageSize: 50 });
      const expected = all.items.filter(holds).map((i) => i.key);
      expect(
        data.items.map((i) => i.key),
        JSON.stringify(preferences),
      ).toEqual(expected);
      expect(data.total).toBe(expected.length);
    }
    // 门类 from the catalog: 工学 majors have codes 08xxxx.
    const engineering = await recommend({
      ...BASE,
      score: 600,
      preferences: { categories: ['工学'] },
      pageSize: 50,
    });
    expect(engineering.items.map((i) => i.key)).toEqual(
      all.items.filter((i) => i.majors.some((m) => m.code?.startsWith('08') ?? false)).map((i) => i.key),
    );
    expect(engineering.total).toBeGreaterThan(0);

    for (const tier of ['冲', '稳', '保'] as const) {
      const only = await recommend({ ...BASE, score: 600, tier, pageSize: 50 });
      expect(only.items.every((i) => i.tier === tier)).toBe(true);
      expect(only.total).toBe(all.tiers[tier]);
      expect(only.tiers).toEqual(all.tiers);
    }
  });

  it('pages through the sorted list', async () => {
    const all = await recommend({ ...BASE, score: 520, pageSize: 50 });
    expect(all.total).toBeGreaterThan(6);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 4); page++) {
      const data = await recommend({ ...BASE, score: 520, page, pageSize: 4 });
      expect(data.items.length).toBeLessThanOrEqual(4);
      pages.push(...data.items.map((i) => i.key));
    }
    expect(pages).toEqual(all.items.map((i) => i.key));
    const beyond = await recommend({ ...BASE, score: 520, page: 99, pageSize: 4 });
    expect(beyond).toMatchObject({ total: all.total, items: [] });
  });

  it('says where the numbers come from generated samples, unit by unit', async () => {
    const before = await recommend({ ...BASE, score: 650, pageSize: 50 });
    expect(before.sample).toBe(true);
    expect(before.items.every((i) => i.sample)).toBe(true);
    // Official data for one college (its plans and records marked official): its units lose the flag.
    const code = codeOf('内蒙古大学');
    const markSample = async (sample: 0 | 1) => {
      for (const table of ['admission_plans', 'admission_records'] as const) {
        await t.app.db.updateTable(table).set({ sample }).where('college_code', '=', code).execute();
      }
      t.app.dataCache.invalidate();
    };
    await markSample(0);
    try {
      const after = await recommend({ ...BASE, score: 650, pageSize: 50 });
      const own = after.items.filter((i) => i.college.code === code);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((i) => !i.sample)).toBe(true);
      expect(after.items.filter((i) => i.college.code !== code).every((i) => i.sample)).toBe(true);
    } finally {
      await markSample(1);
    }
  });

  it('refuses bad input in Chinese, naming the field', async () => {
    const cases: [unknown, number, string, RegExp][] = [
      [{ ...BASE }, 400, '100400', /^请填写分数或位次（二选一）$/],
      [{ ...BASE, score: 500, rank: 3000 }, 400, '100400', /^分数和位次只能填写一个$/],
      [{ ...BASE, score: 500, pageSize: 51 }, 400, '100400', /^每页条数应为1到50之间的整数$/],
      [{ ...BASE, score: 500, tier: '险' }, 400, '100400', /^档位应为冲、稳或保$/],
      [{ ...BASE, year: 2019, score: 500 }, 400, '100400', /^年份：没有2019年的数据/],
      [{ ...BASE, batch: '本科一批', score: 500 }, 400, '100400', /^2026年没有批次“本科一批”/],
      [{ ...BASE, category: '理科', score: 500 }, 400, '100400', /^2026年没有科类“理科”/],
      [
        { ...BASE, score: 500, electives: ['历史', '地理'] },
        400,
        '100400',
        /^选考科目：物理类考生的首选科目是物理，不能选考历史$/,
      ],
      [
        { year: 2021, category: '理科', batch: '本科一批', score: 500 },
        404,
        '100404',
        /^暂无2021年理科的一分一段表，无法由分数换算位次，请直接填写位次$/,
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await t.call({ url: '/api/simulate/recommend', body });
      expectFailure(res, code, status, message);
    }
  });
});
