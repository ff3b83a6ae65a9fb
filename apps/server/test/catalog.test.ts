// The catalog calls on both databases, on a small seeded slice: college search (name, short name, pinyin,
// initials; filters, sorts, paging, parameter checks), detail, charter, majors and admission history; the
// major tree, search and detail with the universities offering it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdmissionRow,
  CollegeCharter,
  CollegeDetail,
  CollegeItem,
  CollegeMajor,
  MajorDetail,
  MajorItem,
  MajorTree,
} from '@zhiyuan/contracts';
import { collegeId, SMALL_SEED, TEST_COLLEGE_NAMES } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { q, type Page } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('catalog on %s', (kind) => {
  let t: TestApp;
  const search = async (params: Record<string, string | number>) =>
    expectSuccess(await t.call<Page<CollegeItem>>({ url: `/api/college/search?${q(params)}` }));

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
  });
  afterAll(() => t.close());

  describe('college search', () => {
    it('finds 内蒙古大学 first by its short name, its pinyin initials, its full pinyin and its name', async () => {
      for (const keyword of ['内大', 'nmgdx', 'NeiMengGuDaXue', '内蒙古大学', ' 内 大 ']) {
        const found = await search({ keyword });
        expect(found.items[0]?.name, keyword).toBe('内蒙古大学');
      }
      const beida = await search({ keyword: '北大' });
      expect(beida.items[0]?.name).toBe('北京大学');
      expect((await search({ keyword: 'zzzz' })).total).toBe(0);
    });

    it('lists every seeded college by default, 985 first, with the fields of a list item', async () => {
      const all = await search({});
      expect(all.total).toBe(TEST_COLLEGE_NAMES.length);
      expect(
        all.items
          .slice(0, 2)
          .map((c) => c.name)
          .sort(),
      ).toEqual(['北京大学', '清华大学']);
      expect(all.items[2]?.name).toBe('内蒙古大学');
      expect(all.items.at(-1)?.level).toBe('专科');
      const first = all.items.find((c) => c.name === '内蒙古大学');
      expect(first).toEqual({
        id: await collegeId(t, '内蒙古大学'),
        code: '4115010126',
        name: '内蒙古大学',
        province: '内蒙古',
        city: '呼和浩特市',
        level: '本科',
        nature: '公办',
        tags: ['211', '双一流'],
        type: '综合',
        typeSource: 'derived',
        logo: null,
      });
    });

    it('filters by province (short or full name), city, level, nature, tags and combines them', async () => {
      const names = async (params: Record<string, string>) => (await search(params)).items.map((c) => c.name);
      expect(await names({ province: '北京' })).toEqual(expect.arrayContaining(['北京大学', '清华大学']));
      expect((await search({ province: '内蒙古自治区' })).total).toBe(6);
      expect(await names({ city: '包头' })).toEqual(['包头职业技术学院']);
      expect(await names({ level: '专科' })).toEqual(['包头职业技术学院']);
      expect(await names({ nature: '民办' })).toEqual(['内蒙古大学创业学院']);
      expect((await names({ tags: '985' })).sort()).toEqual(['北京大学', '清华大学']);
      expect(await names({ tags: '211,985' })).toHaveLength(3);
      const repeated = await t.call<Page<CollegeItem>>({ url: '/api/college/search?tags=985&tags=211' });
      expect(expectSuccess(repeated).total).toBe(3);
      expect(await names({ keyword: '内蒙古', tags: '211', level: '本科', province: '内蒙古' })).toEqual([
        '内蒙古大学',
      ]);
      // Every college has the type the rule derives from its 主管部门 and name, and the filter uses it.
      expect(await names({ type: '师范' })).toEqual(['内蒙古师范大学']);
      expect(await names({ type: '理工' })).toEqual(['内蒙古工业大学']);
      expect(await names({ type: '农林' })).toEqual(['内蒙古农业大学']);
      expect((await search({ type: '综合' })).total).toBe(5);
      const unknown = await t.call({ url: `/api/college/search?type=${encodeURIComponent('农业')}` });
      expectFailure(unknown, '100400', 400, /^院校类型应为综合、理工/);
      expect(unknown.body.data).toEqual({ field: 'type' });
    });

    it('sorts by name (pinyin) and by code, and pages', async () => {
      const byName = (await search({ sort: 'name', pageSize: 100 })).items.map((c) => c.name);
      expect(byName[0]).toBe('包头职业技术学院');
      expect(byName.at(-1)).toBe('清华大学');
      const byCode = (await search({ sort: 'code' })).items.map((c) => c.code);
      expect(byCode).toEqual([...byCode].sort());
      const page1 = await search({ pageSize: 3, page: 1 });
      const page3 = await search({ pageSize: 3, page: 3 });
      expect(page1.items).toHaveLength(3);
      expect(page3.items).toHaveLength(2);
      expect(page3.total).toBe(8);
      expect((await search({ page: 9, pageSize: 3 })).items).toEqual([]);
    });

    it('refuses unknown and out-of-range parameters, naming them', async () => {
      const cases: [string, string][] = [
        ['pageSize=101', '每页条数应为1到100之间的整数'],
        ['pageSize=0', '每页条数应为1到100之间的整数'],
        ['page=0', '页码应为1到100000之间的整数'],
        ['page=1.5', '页码应为1到100000之间的整数'],
        ['page=1&page=2', '页码应为1到100000之间的整数'],
        ['level=研究生', '办学层次应为本科或专科'],
        ['tags=C9', '院校标签应为985、211或双一流'],
        ['sort=random', '排序方式不正确'],
        [`keyword=${'长'.repeat(51)}`, '关键词不能超过50个字符'],
        ['foo=1&bar=2', '查询参数不正确：未知参数：foo、bar'],
      ];
      for (const [query, message] of cases) {
        expectFailure(await t.call({ url: `/api/college/search?${query}` }), '100400', 400, message);
      }
    });
  });

  describe('a college', () => {
    it('answers the detail, and 404 for an unknown id', async () => {
      const id = await collegeId(t, '内蒙古大学');
      const detail = expectSuccess(await t.call<CollegeDetail>({ url: `/api/college/get?id=${id}` }));
      expect(detail).toMatchObject({
        id,
        name: '内蒙古大学',
        department: '内蒙古自治区',
        remark: '',
        website: null,
        intro: null,
        hasCharter: false,
      });
      expectFailure(await t.call({ url: '/api/college/get?id=99999' }), '100404', 404, '院校不存在');
      expectFailure(await t.call({ url: '/api/college/get?id=abc' }), '100400', 400, '编号应为正整数');
      expectFailure(await t.call({ url: '/api/college/get' }), '100400', 400, /编号/);
    });

    it('answers the charter: none on file, then the text staff stored, parsed into blocks', async () => {
      const id = await collegeId(t, '清华大学');
      const none = expectSuccess(await t.call<CollegeCharter>({ url: `/api/college/charter?id=${id}` }));
      expect(none).toEqual({ id, code: '4111010003', name: '清华大学', charter: null, blocks: [] });
      await t.app.db
        .updateTable('colleges')
        .set({ charter: '## 第一章 总则\n本章程适用于本科招生。\n\n- 第一条\n- 第二条' })
        .where('id', '=', id)
        .execute();
      t.app.dataCache.invalidate();
      const charter = expectSuccess(await t.call<CollegeCharter>({ url: `/api/college/charter?id=${id}` }));
      expect(charter.blocks).toMatchObject([
        { type: 'heading', level: 2, text: '第一章 总则' },
        { type: 'paragraph', text: '本章程适用于本科招生。' },
        { type: 'list', ordered: false, items: ['第一条', '第二条'] },
      ]);
      expect(
        expectSuccess(await t.call<CollegeDetail>({ url: `/api/college/get?id=${id}` })).hasCharter,
      ).toBe(true);
    });

    it('lists the majors it offers in the data, with their 门类 and 专业类, flagged sample', async () => {
      const id = await collegeId(t, '内蒙古大学');
      const majors = expectSuccess(await t.call<Page<CollegeMajor>>({ url: `/api/college/majors?id=${id}` }));
      expect(majors.total).toBeGreaterThan(20);
      expect(majors.items).toHaveLength(majors.total);
      expect(majors.items.every((m) => m.sample)).toBe(true);
      const coded = majors.items.filter((m) => m.majorCode !== null);
      expect(coded.length).toBe(majors.total);
      expect(coded.every((m) => m.category !== null && m.subcategory !== null)).toBe(true);
      const vocational = await collegeId(t, '包头职业技术学院');
      const offered = expectSuccess(
        await t.call<Page<CollegeMajor>>({ url: `/api/college/majors?id=${vocational}` }),
      );
      expect(offered.total).toBeGreaterThan(0);
      expect(offered.items.every((m) => m.majorCode === null && m.category === null)).toBe(true);
    });

    it('answers its admission history in the region: newest year first, groups and majors, sample flagged', async () => {
      const id = await collegeId(t, '内蒙古大学');
      const history = expectSuccess(
        await t.call<{ college: { name: string }; total: number; items: AdmissionRow[] }>({
          url: `/api/college/admissions?id=${id}`,
        }),
      );
      expect(history.college.name).toBe('内蒙古大学');
      expect(history.total).toBe(history.items.length);
      expect(history.items[0]?.year).toBe(2025);
      expect(history.items.at(-1)?.year).toBe(2024);
      expect(history.items.every((r) => r.sample && r.collegeCode === '4115010126')).toBe(true);
      const units = history.items.filter((r) => r.year === 2025 && r.scope === '专业组');
      expect(units.length).toBeGreaterThan(0);
      expect(units.every((r) => r.groupCode !== null)).toBe(true);
      expect(history.items.some((r) => r.year === 2024 && r.scope === '院校' && r.groupCode === null)).toBe(
        true,
      );
      // A unit row comes before its majors.
      const firstGroup = history.items.findIndex((r) => r.scope === '专业组');
      expect(history.items[firstGroup + 1]?.scope).toBe('专业');
      expect(history.items[firstGroup + 1]?.groupCode).toBe(history.items[firstGroup]?.groupCode);

      const physics = expectSuccess(
        await t.call<{ items: AdmissionRow[] }>({
          url: `/api/college/admissions?${q({ id, category: '物理类', batch: '本科批' })}`,
        }),
      );
      expect(physics.items.length).toBeGreaterThan(0);
      expect(physics.items.every((r) => r.category === '物理类' && r.batch === '本科批')).toBe(true);
      expectFailure(
        await t.call({ url: `/api/college/admissions?${q({ id, category: '化学类' })}` }),
        '100400',
        400,
        /^没有科类“化学类”/,
      );
      expectFailure(
        await t.call({ url: `/api/college/admissions?${q({ id, batch: '第三批' })}` }),
        '100400',
        400,
        /批次/,
      );
    });
  });

  describe('majors', () => {
    it('answers the 2026 undergraduate tree: 门类 → 专业类 → 专业, and the 2025 edition on request', async () => {
      const tree = expectSuccess(await t.call<MajorTree>({ url: '/api/major/tree' }));
      expect(tree.catalogYear).toBe(2026);
      expect(tree.level).toBe('本科');
      expect(tree.categories).toHaveLength(13);
      expect(tree.categories[0]).toMatchObject({ code: '01', name: '哲学' });
      const count = (t2: MajorTree) =>
        t2.categories.flatMap((c) => c.subcategories.flatMap((s) => s.majors)).length;
      expect(count(tree)).toBe(883);
      const engineering = tree.categories.find((c) => c.code === '08');
      const computing = engineering?.subcategories.find((s) => s.code === '0809');
      expect(computing?.majors[0]).toMatchObject({ code: '080901', name: '计算机科学与技术' });
      const old = expectSuccess(await t.call<MajorTree>({ url: '/api/major/tree?year=2025' }));
      expect(old.catalogYear).toBe(2025);
      expect(count(old)).toBe(845);
      // The 高职专科 catalog (2026 edition), also for years before it.
      for (const year of ['', '&year=2024']) {
        const vocational = expectSuccess(
          await t.call<MajorTree>({ url: `/api/major/tree?level=${encodeURIComponent('专科')}${year}` }),
        );
        expect(vocational).toMatchObject({ catalogYear: 2026, level: '专科' });
        expect(vocational.categories).toHaveLength(19);
        expect(count(vocational)).toBe(811);
      }
    });

    it('searches by name, code and initials, best match first, with paging', async () => {
      const find = async (keyword: string, extra = '') =>
        expectSuccess(
          await t.call<Page<MajorItem>>({
            url: `/api/major/search?keyword=${encodeURIComponent(keyword)}${extra}`,
          }),
        );
      expect((await find('计算机科学与技术')).items[0]?.code).toBe('080901');
      expect((await find('080901')).items[0]?.name).toBe('计算机科学与技术');
      expect((await find('jsjkxyjs')).items[0]?.name).toBe('计算机科学与技术');
      expect((await find('临床')).items.map((m) => m.name)).toContain('临床医学');
      const page = await find('工程', '&pageSize=5&page=2');
      expect(page.items).toHaveLength(5);
      expect(page.total).toBeGreaterThan(10);
      expect((await find('no-such-major')).total).toBe(0);
    });

    it('answers a major with the universities offering it in the data, and 404 for an unknown code', async () => {
      const major = expectSuccess(await t.call<MajorDetail>({ url: '/api/major/get?code=080901K' }));
      expect(major).toMatchObject({
        code: '080901',
        name: '计算机科学与技术',
        catalogYear: 2026,
        degree: '工学/理学',
      });
      expect(major.colleges.length).toBeGreaterThan(0);
      expect(major.colleges.every((c) => c.sample)).toBe(true);
      const tiers = major.colleges.map((c) => (c.tags.includes('985') ? 0 : c.tags.includes('211') ? 1 : 2));
      expect(tiers).toEqual([...tiers].sort());
      const padded = expectSuccess(await t.call<MajorDetail>({ url: '/api/major/get?code=80901' }));
      expect(padded.code).toBe('080901');
      expectFailure(await t.call({ url: '/api/major/get?code=999999' }), '100404', 404, '专业不存在');
      expectFailure(
        await t.call({ url: '/api/major/get?code=abc' }),
        '100400',
        400,
        '专业代码应为6到7位数字（可带T、K）',
      );
    });
  });
});
