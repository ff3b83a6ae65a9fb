// The admission data calls on both databases, on a small seeded slice (2024–2026): score lines, the
// 一分一段 lookups (score → rank, rank → score, equivalent scores across the 2025 reform, the table), and the
// big-data admission search — checked against the rows in the database, not against hard-coded answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdmissionRow,
  RankByRank,
  RankEntry,
  RankEquivalent,
  RankTable,
  ScoreLineItem,
} from '@zhiyuan/contracts';
import { SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { q, type Page } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('admission data on %s', (kind) => {
  let t: TestApp;
  const get = async <T>(path: string, params: Record<string, string | number>) =>
    expectSuccess(await t.call<T>({ url: `${path}?${q(params)}` }));
  const rankRows = (year: number, category: string) =>
    t.app.db
      .selectFrom('rank_tables')
      .selectAll()
      .where('year', '=', year)
      .where('category', '=', category)
      .orderBy('score', 'desc')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  describe('score lines', () => {
    it('lists the lines of every seeded year, newest first, from the highest line down, flagged sample', async () => {
      const all = await get<Page<ScoreLineItem>>('/api/scoreLine/list', {});
      expect(all.total).toBe(3 * 2 * 3);
      expect(all.items.map((l) => l.year)).toEqual([...all.items.map((l) => l.year)].sort((a, b) => b - a));
      expect(all.items.every((l) => l.sample && l.province === '内蒙古')).toBe(true);
      const y2025 = await get<Page<ScoreLineItem>>('/api/scoreLine/list', { year: 2025, category: '物理类' });
      expect(y2025.items.map((l) => [l.batch, l.kind])).toEqual([
        ['特殊类型招生控制线', '控制线'],
        ['本科批', '批次线'],
        ['高职(专科)批', '批次线'],
      ]);
      expect(y2025.items[0]?.score).toBeGreaterThan(y2025.items[1]?.score ?? Infinity);
      const one = await get<Page<ScoreLineItem>>('/api/scoreLine/list', { batch: '本科一批' });
      expect(one.items.map((l) => `${l.year}${l.category}`)).toEqual(['2024理科', '2024文科']);
    });

    it('refuses a year, category or line name the data does not have, naming the parameter', async () => {
      const cases: [Record<string, string | number>, RegExp][] = [
        [{ year: 2019 }, /^年份：没有2019年的数据（可选：2021、.*2026）$/],
        [{ year: 2024, category: '物理类' }, /^2024年没有科类“物理类”（可选：理科、文科）$/],
        [{ year: 2025, batch: '本科一批' }, /^批次：2025年没有分数线“本科一批”/],
        [{ year: 1999 }, /^年份应为2000到2100之间的整数$/],
      ];
      for (const [params, message] of cases) {
        expectFailure(await t.call({ url: `/api/scoreLine/list?${q(params)}` }), '100400', 400, message);
      }
    });
  });

  describe('一分一段', () => {
    it('looks a score up: count, cumulative count and rank range from the table', async () => {
      const rows = await rankRows(2024, '理科');
      const middle = rows[Math.floor(rows.length / 2)];
      if (!middle) throw new Error('no table');
      const entry = await get<RankEntry>('/api/rankTable/lookup', {
        year: 2024,
        category: '理科',
        score: middle.score,
      });
      expect(entry).toEqual({
        year: 2024,
        category: '理科',
        score: middle.score,
        count: middle.count,
        cumulative: middle.cumulative,
        rankFrom: middle.cumulative - middle.count + 1,
        rankTo: middle.cumulative,
        top: rows[0]?.score,
        bottom: rows.at(-1)?.score,
        sample: true,
      });
      const top = rows[0];
      if (!top) throw new Error('no table');
      const above = await get<RankEntry>('/api/rankTable/lookup', {
        year: 2024,
        category: '理科',
        score: 750,
      });
      // The top line speaks for a score above it, and the answer says where the table's top is.
      expect(above).toMatchObject({
        count: top.count,
        cumulative: top.cumulative,
        rankFrom: 1,
        top: top.score,
      });
      const half = await get<RankEntry>('/api/rankTable/lookup', {
        year: 2024,
        category: '理科',
        score: middle.score - 0.5,
      });
      expect(half).toMatchObject({
        count: 0,
        cumulative: middle.cumulative,
        rankFrom: middle.cumulative + 1,
      });
      const last = rows.at(-1);
      const below = await get<RankEntry>('/api/rankTable/lookup', { year: 2024, category: '理科', score: 0 });
      expect(below.cumulative).toBe(last?.cumulative);
    });

    it('finds the score at a rank', async () => {
      const rows = await rankRows(2025, '物理类');
      const row = rows[40];
      if (!row) throw new Error('no table');
      const at = await get<RankByRank>('/api/rankTable/byRank', {
        year: 2025,
        category: '物理类',
        rank: row.cumulative - row.count + 1,
      });
      expect(at).toMatchObject({ score: row.score, rank: row.cumulative - row.count + 1, sample: true });
      const end = await get<RankByRank>('/api/rankTable/byRank', {
        year: 2025,
        category: '物理类',
        rank: row.cumulative,
      });
      expect(end.score).toBe(row.score);
      expect(
        (await get<RankByRank>('/api/rankTable/byRank', { year: 2025, category: '物理类', rank: 1 })).score,
      ).toBe(rows[0]?.score);
      const total = rows.at(-1)?.cumulative ?? 0;
      expectFailure(
        await t.call({
          url: `/api/rankTable/byRank?${q({ year: 2025, category: '物理类', rank: total + 1 })}`,
        }),
        '100400',
        400,
        `位次超出2025年物理类一分一段表的范围（共 ${total} 人）`,
      );
    });

    it('gives the equivalent score of every other year at the same rank, across the reform by track', async () => {
      const rows2024 = await rankRows(2024, '理科');
      const score = rows2024[100]?.score ?? 0;
      const eq = await get<RankEquivalent>('/api/rankTable/equivalent', {
        year: 2024,
        category: '理科',
        score,
      });
      expect(eq.rank).toBe(rows2024[100]?.cumulative);
      expect(eq.items.map((i) => `${i.year}${i.category}`)).toEqual(['2026物理类', '2025物理类']);
      for (const item of eq.items) {
        const other = await rankRows(item.year, item.category);
        const at = other.find((r) => r.score === item.score);
        const above = other.find((r) => r.score === item.score + 1);
        expect(at?.cumulative ?? 0).toBeGreaterThanOrEqual(eq.rank);
        expect(above?.cumulative ?? 0).toBeLessThan(eq.rank);
        expect(item).toMatchObject({ withinTable: true, sample: true, rank: at?.cumulative });
      }
      const back = await get<RankEquivalent>('/api/rankTable/equivalent', {
        year: 2025,
        category: '历史类',
        score: 500,
      });
      expect(back.items.map((i) => `${i.year}${i.category}`)).toEqual(['2026历史类', '2024文科']);
    });

    it('answers the whole table from the highest score down', async () => {
      const rows = await rankRows(2026, '历史类');
      const table = await get<RankTable>('/api/rankTable/table', { year: 2026, category: '历史类' });
      expect(table.rows).toEqual(
        rows.map((r) => ({ score: r.score, count: r.count, cumulative: r.cumulative })),
      );
      expect(table).toMatchObject({ sample: true, candidates: rows.at(-1)?.cumulative });
    });

    it('refuses unknown years and categories by name, and answers 404 for a table that is not loaded', async () => {
      const cases: [string, string, number, string | RegExp][] = [
        ['year=2019&category=理科&score=500', '100400', 400, /^年份：没有2019年的数据/],
        ['year=2024&category=物理类&score=500', '100400', 400, /^2024年没有科类“物理类”/],
        ['year=2024&category=理科&score=751', '100400', 400, '分数应为0到750之间的数'],
        ['year=2024&category=理科', '100400', 400, /分数/],
        ['year=2024&category=理科&score=500&x=1', '100400', 400, '查询参数不正确：未知参数：x'],
        ['year=2021&category=理科&score=500', '100404', 404, '暂无2021年理科的一分一段表'],
      ];
      for (const [query, code, status, message] of cases) {
        const url = `/api/rankTable/lookup?${query.replace(/[^\x20-\x7e]+/g, encodeURIComponent)}`;
        expectFailure(await t.call({ url }), code, status, message);
      }
    });
  });

  describe('admission search', () => {
    const search = (params: Record<string, string | number>) =>
      get<Page<AdmissionRow>>('/api/admission/search', params);
    const unitCount = async (year?: number, category?: string) => {
      let query = t.app.db
        .selectFrom('admission_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('scope', '!=', '专业');
      if (year) query = query.where('year', '=', year);
      if (category) query = query.where('category', '=', category);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };

    it('lists college and group rows by default, highest lowest-score first, every row flagged sample', async () => {
      const page = await search({});
      expect(page.total).toBe(await unitCount());
      expect(page.items).toHaveLength(20);
      expect(page.items.every((r) => r.scope !== '专业' && r.sample)).toBe(true);
      const scores = page.items.map((r) => r.minScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const first = page.items[0];
      expect(first?.collegeId).toEqual(expect.any(Number));
      expect(first?.tags.length).toBeGreaterThan(0);
    });

    it('filters by year, category, batch, score and rank ranges, and pages without gaps', async () => {
      const all = await search({ year: 2025, category: '物理类', pageSize: 100 });
      expect(all.total).toBe(await unitCount(2025, '物理类'));
      expect(all.items.every((r) => r.year === 2025 && r.category === '物理类' && r.groupCode !== null)).toBe(
        true,
      );
      const pages: AdmissionRow[] = [];
      for (let page = 1; pages.length < all.total; page++) {
        pages.push(...(await search({ year: 2025, category: '物理类', pageSize: 7, page })).items);
      }
      expect(pages.map((r) => r.id)).toEqual(all.items.slice(0, all.total).map((r) => r.id));

      const scores = all.items.map((r) => r.minScore).sort((a, b) => a - b);
      const lo = scores[Math.floor(scores.length / 4)] ?? 0;
      const hi = scores[Math.floor((scores.length * 3) / 4)] ?? 750;
      const ranged = await search({
        year: 2025,
        category: '物理类',
        scoreMin: lo,
        scoreMax: hi,
        pageSize: 100,
      });
      expect(ranged.total).toBe(all.items.filter((r) => r.minScore >= lo && r.minScore <= hi).length);
      expect(ranged.items.every((r) => r.minScore >= lo && r.minScore <= hi)).toBe(true);
      const byRank = await search({
        year: 2025,
        category: '物理类',
        rankMin: 1000,
        rankMax: 60000,
        pageSize: 100,
      });
      expect(byRank.total).toBe(
        all.items.filter((r) => r.minRank !== null && r.minRank >= 1000 && r.minRank <= 60000).length,
      );
      const batch = await search({ year: 2024, category: '理科', batch: '本科一批', pageSize: 100 });
      expect(batch.total).toBeGreaterThan(0);
      expect(batch.items.every((r) => r.batch === '本科一批' && r.scope === '院校')).toBe(true);
    });

    it('filters by the college: keyword (name, short name, initials), its province and its tags', async () => {
      const byShort = await search({ keyword: '内大', pageSize: 100 });
      expect(byShort.items.some((r) => r.collegeName === '内蒙古大学')).toBe(true);
      expect(byShort.items.every((r) => r.collegeName.startsWith('内蒙古'))).toBe(true);
      const byInitials = await search({ keyword: 'qhdx', pageSize: 100 });
      expect(new Set(byInitials.items.map((r) => r.collegeName))).toEqual(new Set(['清华大学']));
      const beijing = await search({ province: '北京', pageSize: 100 });
      expect(beijing.total).toBeGreaterThan(0);
      expect(beijing.items.every((r) => r.collegeProvince === '北京')).toBe(true);
      const elite = await search({ tags: '211', pageSize: 100 });
      expect(new Set(elite.items.map((r) => r.collegeName))).toEqual(
        new Set(['北京大学', '清华大学', '内蒙古大学']),
      );
    });

    it('searches major rows by major name, and returns both kinds with scope=all', async () => {
      const majors = await search({ scope: 'major', keyword: '计算机', pageSize: 100 });
      expect(majors.total).toBeGreaterThan(0);
      expect(majors.items.every((r) => r.scope === '专业' && r.majorName?.includes('计算机'))).toBe(true);
      const both = await search({ scope: 'all', keyword: '清华大学', year: 2025, pageSize: 100 });
      expect(new Set(both.items.map((r) => r.scope))).toEqual(new Set(['专业组', '专业']));
    });

    it('sorts by score either way, by rank either way, and by year', async () => {
      const base = { category: '理科', year: 2024, pageSize: 50 };
      const asc = (await search({ ...base, sort: 'score-asc' })).items.map((r) => r.minScore);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const rankAsc = (await search({ ...base, sort: 'rank-asc' })).items.map((r) => r.minRank ?? 0);
      expect(rankAsc).toEqual([...rankAsc].sort((a, b) => a - b));
      const rankDesc = (await search({ ...base, sort: 'rank-desc' })).items.map((r) => r.minRank ?? 0);
      expect(rankDesc).toEqual([...rankDesc].sort((a, b) => b - a));
      const years = (await search({ sort: 'year-desc', pageSize: 100 })).items.map((r) => r.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      expect(years[0]).toBe(2025);
    });

    it('refuses bad parameters, naming them', async () => {
      const cases: [string, string | RegExp][] = [
        ['scoreMin=600&scoreMax=500', '最高分不能低于最低分'],
        ['rankMin=600&rankMax=500', '最大位次不能小于最小位次'],
        ['rankMin=0', '最小位次：位次应为正整数'],
        ['pageSize=500', '每页条数应为1到100之间的整数'],
        ['scope=everything', '范围应为 unit、major 或 all'],
        ['sort=score', '排序方式不正确'],
        ['year=2025&category=%E7%90%86%E7%A7%91', /^2025年没有科类“理科”/],
        ['batch=%E7%AC%AC%E4%B8%89%E6%89%B9', /批次/],
        ['year=2020', /^年份：没有2020年的数据/],
        ['userId=1', '查询参数不正确：未知参数：userId'],
      ];
      for (const [query, message] of cases) {
        expectFailure(await t.call({ url: `/api/admission/search?${query}` }), '100400', 400, message);
      }
    });
  });
});
