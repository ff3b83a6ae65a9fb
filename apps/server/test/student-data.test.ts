// The user's own data through inject(): student info, scores, high schools, favourites and the carousel,
// and proof that one user can neither read nor change another's — on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamResultInput, HighSchool, StudentInfoInput } from '@zhiyuan/contracts';
import { SECOND } from '../src/lib/time.ts';
import { collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { scoresOf } from './support/exam-results.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const gaokao: ExamResultInput = {
  examName: '2025年高考',
  examDate: '2025-06-07',
  isGaokao: true,
  total: 600.5,
  scores: scoresOf({ 语文: 120, 数学: 130.5, 外语: 125, 物理: 80, 化学: 75, 生物: 70 }),
  rank: 5321,
};

const mock: ExamResultInput = {
  examName: '高三第一次模拟考试',
  examDate: '2025-03-20',
  total: 250,
  scores: [
    { subject: '语文', score: 100 },
    { subject: '数学', score: 150 },
  ],
};

describe.each(DATABASE_KINDS)('student data on %s', (kind) => {
  let t: TestApp;
  let schools: HighSchool[];
  let nextPhone = 15000000000;
  const newUser = async (roles?: ('student' | 'teacher' | 'editor' | 'admin')[]) => {
    t.clock.advance(61 * SECOND);
    return t.signUp(String(++nextPhone), roles ? { roles } : {});
  };
  const info = (): StudentInfoInput => ({
    name: '王小明',
    gender: '男',
    highSchoolId: schools[0]!.id,
    className: '高三(2)班',
    graduationYear: 2026,
    firstSubject: '物理',
    electives: ['化学', '生物'],
    examNumber: '25150102123456',
  });

  beforeAll(async () => {
    // The catalog's colleges and majors (no sample years) and the sample articles: favourites resolve them.
    t = await startTestApp(kind, { seed: { ...SMALL_SEED, years: [] } });
    schools = expectSuccess(await t.call<HighSchool[]>({ url: '/api/highSchool/getHighSchools' }));
  });
  afterAll(() => t.close());

  describe('high schools', () => {
    it('lists the seeded schools of 呼和浩特 and 包头 in order, without login', () => {
      expect(schools.length).toBeGreaterThanOrEqual(10);
      expect(schools[0]).toEqual({
        id: expect.any(Number),
        name: '内蒙古师范大学附属中学',
        city: '呼和浩特市',
        district: '赛罕区',
      });
      expect(schools.map((s) => s.city)).toContain('包头市');
      expect(new Set(schools.map((s) => s.name)).size).toBe(schools.length);
    });

    it('lets staff add and rename a school; names stay unique', async () => {
      const token = await newUser(['editor']);
      const added = expectSuccess(
        await t.call<HighSchool>({
          url: '/api/highSchool/save',
          token,
          body: { name: '包头市第二中学', city: '包头市', district: '' },
        }),
      );
      expect(added).toMatchObject({ name: '包头市第二中学', city: '包头市', district: '' });
      const renamed = expectSuccess(
        await t.call<HighSchool>({
          url: '/api/highSchool/save',
          token,
          body: { id: added.id, name: '包头市第二中学', city: '包头市', district: '东河区' },
        }),
      );
      expect(renamed).toEqual({ ...added, district: '东河区' });
      const list = expectSuccess(await t.call<HighSchool[]>({ url: '/api/highSchool/getHighSchools' }));
      expect(list.at(-1)).toEqual(renamed);
      expectFailure(
        await t.call({
          url: '/api/highSchool/save',
          token,
          body: { name: '内蒙古师范大学附属中学', city: '呼和浩特市' },
        }),
        '100409',
        409,
        '已有同名高中',
      );
      expectFailure(
        await t.call({
          url: '/api/highSchool/save',
          token,
          body: { id: 999999, name: '不存在中学', city: '呼和浩特市' },
        }),
        '100404',
        404,
        '该高中不存在',
      );
      expectFailure(
        await t.call({ url: '/api/highSchool/save', token, body: { name: ' ', city: '包头市' } }),
        '100400',
        400,
        '请输入高中名称',
      );
    });
  });

  describe('student info', () => {
    it('is null until filled in, then answers what was saved', async () => {
      const token = await newUser();
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toBeNull();
      const saved = expectSuccess(await t.call({ url: '/api/studentInfo/update', token, body: info() }));
      expect(saved).toEqual(info());
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toEqual(info());
      const changed = { ...info(), firstSubject: '历史', electives: ['思想政治', '地理'], examNumber: '' };
      expectSuccess(await t.call({ url: '/api/studentInfo/update', token, body: changed }));
      const { examNumber: _dropped, ...withoutNumber } = { ...changed };
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toEqual(
        withoutNumber,
      );
    });

    it('keeps a school outside the list (其他) by its typed name, and drops the name for a school of the list', async () => {
      const token = await newUser();
      const other = { ...info(), highSchoolId: null, otherHighSchool: ' 包头市第九中学 ' };
      const saved = expectSuccess(await t.call({ url: '/api/studentInfo/update', token, body: other }));
      expect(saved).toEqual({ ...other, otherHighSchool: '包头市第九中学' });
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toEqual(saved);
      // Back to a school of the list: the typed name is not kept, even when sent along.
      const listed = { ...info(), otherHighSchool: '包头市第九中学' };
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/update', token, body: listed }))).toEqual(
        info(),
      );
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toEqual(info());
      const row = await t.app.db
        .selectFrom('student_info')
        .select('other_high_school')
        .executeTakeFirstOrThrow();
      expect(row.other_high_school).toBeNull();
    });

    it('names each bad field in Chinese', async () => {
      const token = await newUser();
      const cases: [Partial<StudentInfoInput> | Record<string, unknown>, string][] = [
        [{ name: '' }, '请输入姓名'],
        [{ gender: '未知' }, '请选择性别'],
        [{ className: '' }, '请输入班级'],
        [{ graduationYear: 1999 }, '请输入正确的毕业年份'],
        [{ firstSubject: '化学' }, '请选择首选科目（物理或历史）'],
        [{ electives: ['化学'] }, '再选科目必须选择两门'],
        [{ electives: ['化学', '化学'] }, '两门再选科目不能相同'],
        [{ examNumber: '12' }, '考生号应为6到20位数字或字母'],
        [{ highSchoolId: 999999 }, '就读高中：所选高中不存在，请重新选择'],
        [{ highSchoolId: null }, '请填写高中名称'],
        [{ highSchoolId: null, otherHighSchool: '中' }, '高中名称应为2到30个字'],
      ];
      for (const [change, message] of cases) {
        expectFailure(
          await t.call({ url: '/api/studentInfo/update', token, body: { ...info(), ...change } }),
          '100400',
          400,
          message,
        );
      }
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token }))).toBeNull();
    });
  });

  describe('scores', () => {
    it('starts empty, then keeps the whole list in order, 高考 included', async () => {
      const token = await newUser();
      expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token }))).toEqual({ results: [] });
      const saved = expectSuccess(
        await t.call({ url: '/api/studentScore/update', token, body: { results: [gaokao, mock] } }),
      );
      expect(saved).toEqual({ results: [gaokao, { ...mock, isGaokao: false }] });
      expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token }))).toEqual(saved);
      expectSuccess(await t.call({ url: '/api/studentScore/update', token, body: { results: [mock] } }));
      expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token }))).toEqual({
        results: [{ ...mock, isGaokao: false }],
      });
    });

    it('checks totals against the subjects and each subject against its full mark', async () => {
      const token = await newUser();
      expectFailure(
        await t.call({
          url: '/api/studentScore/update',
          token,
          body: { results: [{ ...gaokao, total: 601 }] },
        }),
        '100400',
        400,
        '考试成绩第1项：总分与各科成绩之和不一致',
      );
      const over = { ...mock, scores: [{ subject: '物理', score: 101 }], total: 101 };
      expectFailure(
        await t.call({ url: '/api/studentScore/update', token, body: { results: [over] } }),
        '100400',
        400,
        '考试成绩第1项的各科成绩第1项：物理成绩应在0到100之间',
      );
      expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token }))).toEqual({ results: [] });
    });
  });

  describe('favourites', () => {
    it('adds idempotently, lists newest first (optionally one kind), and removes', async () => {
      const token = await newUser();
      const first = expectSuccess(
        await t.call<{ createdAt: string }>({
          url: '/api/userCollections/collectWeb',
          token,
          body: { kind: 'major', targetId: '080901' },
        }),
      );
      expect(first).toEqual({
        kind: 'major',
        targetId: '080901',
        title: '计算机科学与技术',
        createdAt: expect.any(String),
      });
      t.clock.advance(SECOND);
      const again = expectSuccess(
        await t.call({
          url: '/api/userCollections/collectWeb',
          token,
          body: { kind: 'major', targetId: '080901' },
        }),
      );
      expect(again).toEqual(first);
      t.clock.advance(SECOND);
      const college = String(await collegeId(t, '内蒙古大学'));
      expect(
        expectSuccess(
          await t.call<{ title: string }>({
            url: '/api/userCollections/collectWeb',
            token,
            body: { kind: 'college', targetId: college },
          }),
        ).title,
      ).toBe('内蒙古大学');

      const all = expectSuccess(
        await t.call<{ targetId: string }[]>({ url: '/api/userCollections/list', token }),
      );
      expect(all.map((f) => f.targetId)).toEqual([college, '080901']);
      const majors = expectSuccess(
        await t.call<{ targetId: string }[]>({ url: '/api/userCollections/list?kind=major', token }),
      );
      expect(majors.map((f) => f.targetId)).toEqual(['080901']);
      expectFailure(
        await t.call({ url: '/api/userCollections/list?kind=school', token }),
        '100400',
        400,
        '收藏类型无效',
      );

      const removed = await t.call({
        url: '/api/userCollections/remove',
        token,
        body: { kind: 'major', targetId: '080901' },
      });
      expectSuccess(removed);
      expect(removed.body.message).toBe('已取消收藏');
      const left = expectSuccess(
        await t.call<{ targetId: string }[]>({ url: '/api/userCollections/list', token }),
      );
      expect(left.map((f) => f.targetId)).toEqual([college]);
    });

    it('titles favourites from the catalog and the articles, and refuses what does not exist', async () => {
      const token = await newUser();
      const article = await t.app.db
        .selectFrom('articles')
        .select(['id', 'title'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const added = expectSuccess(
        await t.call<{ title: string }>({
          url: '/api/userCollections/collectWeb',
          token,
          body: { kind: 'article', targetId: String(article.id) },
        }),
      );
      expect(added.title).toBe(article.title);
      for (const [kind, targetId] of [
        ['college', '999999'],
        ['college', 'abc'],
        ['major', '999999'],
        ['article', '999999'],
        ['article', '1e3'],
      ]) {
        expectFailure(
          await t.call({ url: '/api/userCollections/collectWeb', token, body: { kind, targetId } }),
          '100404',
          404,
          '收藏的内容不存在',
        );
      }
      expect(
        expectSuccess(await t.call<unknown[]>({ url: '/api/userCollections/list', token })),
      ).toHaveLength(1);
    });
  });

  describe('carousel', () => {
    it('answers the enabled items in order, the seeded samples marked 示例', async () => {
      const items = expectSuccess(
        await t.call<{ imageUrl: string; url: string }[]>({ url: '/api/scrollSetting/getScrollImages' }),
      );
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(item.imageUrl).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
        expect(decodeURIComponent(item.imageUrl)).toContain('示例');
        expect(item.url).toBe('');
      }
      await t.app.db.updateTable('carousel_items').set({ enabled: 0 }).where('sort_order', '=', 20).execute();
      const enabled = expectSuccess(await t.call<unknown[]>({ url: '/api/scrollSetting/getScrollImages' }));
      expect(enabled).toEqual([items[0], items[2]]);
    });
  });

  describe('one user’s data is theirs alone', () => {
    it('B reads none of A’s data, and B’s writes leave A’s untouched', async () => {
      const a = await newUser();
      const b = await newUser();
      const college = String(await collegeId(t, '北京大学'));
      expectSuccess(await t.call({ url: '/api/studentInfo/update', token: a, body: info() }));
      expectSuccess(await t.call({ url: '/api/studentScore/update', token: a, body: { results: [gaokao] } }));
      expectSuccess(
        await t.call({
          url: '/api/userCollections/collectWeb',
          token: a,
          body: { kind: 'college', targetId: college },
        }),
      );

      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token: b }))).toBeNull();
      expect(expectSuccess(await t.call({ url: '/api/studentScore/get', token: b }))).toEqual({
        results: [],
      });
      expect(expectSuccess(await t.call({ url: '/api/userCollections/list', token: b }))).toEqual([]);

      expectSuccess(
        await t.call({ url: '/api/studentInfo/update', token: b, body: { ...info(), name: '李四' } }),
      );
      expectSuccess(await t.call({ url: '/api/studentScore/update', token: b, body: { results: [] } }));
      expectSuccess(
        await t.call({
          url: '/api/userCollections/remove',
          token: b,
          body: { kind: 'college', targetId: college },
        }),
      );

      expect(
        expectSuccess(await t.call<{ name: string }>({ url: '/api/studentInfo/getStudentInfo', token: a }))
          .name,
      ).toBe('王小明');
      expect(
        expectSuccess(await t.call<{ results: unknown[] }>({ url: '/api/studentScore/get', token: a }))
          .results,
      ).toHaveLength(1);
      expect(
        expectSuccess(await t.call<unknown[]>({ url: '/api/userCollections/list', token: a })),
      ).toHaveLength(1);
      expect(
        expectSuccess(await t.call<{ name: string }>({ url: '/api/studentInfo/getStudentInfo', token: b }))
          .name,
      ).toBe('李四');
    });

    it('ignores a user id smuggled into a body or query', async () => {
      const a = await newUser();
      const b = await newUser();
      expectSuccess(
        await t.call({
          url: '/api/userCollections/collectWeb',
          token: a,
          body: { kind: 'article', targetId: '7' },
        }),
      );
      const smuggled = await t.call({ url: '/api/userCollections/list?userId=1&user_id=1', token: b });
      expect(expectSuccess(smuggled)).toEqual([]);
      expectSuccess(
        await t.call({
          url: '/api/studentInfo/update',
          token: b,
          body: { ...info(), userId: 1, user_id: 1 },
        }),
      );
      expect(expectSuccess(await t.call({ url: '/api/studentInfo/getStudentInfo', token: a }))).toBeNull();
    });
  });
});
