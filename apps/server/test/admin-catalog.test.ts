// 院校库 and 专业库 in the back office (issue 10), and 院校类型 for every college: the type the rule derives is
// seeded for all and filters the public search; staff's type wins and survives re-seeding (null gives the
// derived one back); 简介 and 招生章程 are Markdown shown on the public pages; 官网 is http(s) only; a logo is
// an uploaded picture; a major's introduction shows on its page. An import naming a type sets staff's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCollegeDetail,
  AdminCollegeItem,
  AdminMajor,
  CollegeCharter,
  CollegeDetail,
  MajorDetail,
} from '@zhiyuan/contracts';
import { seedDatabase } from '../src/data/seed.ts';
import { codeOf, collegeId, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { csvText, uploadFile, utf8 } from './support/files.ts';
import type { Page } from './support/query.ts';
import { uploadedImage } from './support/staff-writes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('the college and major libraries on %s', (kind) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    editor = await t.signUp('18900000001', { roles: ['editor'] });
  });
  afterAll(() => t.close());

  const update = (body: Record<string, unknown>) =>
    t.call<AdminCollegeDetail>({ url: '/api/admin/college/update', body, token: editor });
  const publicCollege = async (id: number) =>
    expectSuccess(await t.call<CollegeDetail>({ url: `/api/college/get?id=${id}` }));

  it('lists every college with its derived type and says why', async () => {
    const all = expectSuccess(
      await t.call<Page<AdminCollegeItem>>({
        url: '/api/admin/college/list?typeSource=derived',
        token: editor,
      }),
    );
    expect(all.total).toBe(8);
    const id = await collegeId(t, '内蒙古师范大学');
    const detail = expectSuccess(
      await t.call<AdminCollegeDetail>({ url: `/api/admin/college/get?id=${id}`, token: editor }),
    );
    expect(detail).toMatchObject({
      type: '师范',
      typeSource: 'derived',
      derivedType: { type: '师范', rule: '校名含“师范”' },
    });
  });

  it('edits the texts, website, type and logo, which the public pages show at once', async () => {
    const id = await collegeId(t, '内蒙古大学');
    const logo = await uploadedImage(t, editor);
    const edited = expectSuccess(
      await update({
        id,
        intro: '## 学校概况\n内蒙古大学是**自治区**首所综合大学。',
        charter: '# 第一章 总则\n本章程适用于本科招生。',
        website: 'https://www.imu.edu.cn/',
        type: '民族',
        logo,
      }),
    );
    expect(edited).toMatchObject({
      type: '民族',
      typeSource: 'staff',
      hasIntro: true,
      hasCharter: true,
      logo,
    });
    const shown = await publicCollege(id);
    expect(shown).toMatchObject({
      type: '民族',
      typeSource: 'staff',
      website: 'https://www.imu.edu.cn/',
      logo,
      hasCharter: true,
    });
    expect(shown.introBlocks?.[1]).toMatchObject({
      type: 'paragraph',
      text: '内蒙古大学是自治区首所综合大学。',
    });
    const charter = expectSuccess(await t.call<CollegeCharter>({ url: `/api/college/charter?id=${id}` }));
    expect(charter.blocks[0]).toMatchObject({ type: 'heading', text: '第一章 总则' });
    const names = expectSuccess(
      await t.call<Page<{ name: string }>>({ url: `/api/college/search?type=${encodeURIComponent('民族')}` }),
    );
    expect(names.items.map((c) => c.name)).toEqual(['内蒙古大学']);

    // Only the fields given change; '' empties a text.
    const partial = expectSuccess(await update({ id, website: '', intro: '' }));
    expect(partial).toMatchObject({
      website: null,
      intro: null,
      hasIntro: false,
      hasCharter: true,
      type: '民族',
    });
  });

  it('keeps staff’s type through a re-seed, and gives the derived type back on null', async () => {
    const id = await collegeId(t, '内蒙古工业大学');
    expectSuccess(await update({ id, type: '综合' }));
    await t.app.db
      .updateTable('colleges')
      .set({ type: '艺术' })
      .where('code', '=', codeOf('内蒙古师范大学'))
      .execute();
    await seedDatabase(t.app.db, { now: t.clock.now, ...SMALL_SEED });
    t.app.dataCache.invalidate();
    expect(await publicCollege(id)).toMatchObject({ type: '综合', typeSource: 'staff' });
    // A derived type is the rule's again after the seed.
    expect(await publicCollege(await collegeId(t, '内蒙古师范大学'))).toMatchObject({
      type: '师范',
      typeSource: 'derived',
    });
    expect(expectSuccess(await update({ id, type: null }))).toMatchObject({
      type: '理工',
      typeSource: 'derived',
    });
  });

  it('refuses a website that is not http(s), a type off the list and a picture never uploaded, by field', async () => {
    const id = await collegeId(t, '北京大学');
    for (const [body, field] of [
      [{ id, website: 'javascript:alert(1)' }, 'website'],
      [{ id, type: '农业' }, 'type'],
      [{ id, logo: `/media/${'1'.repeat(64)}.png` }, 'logo'],
      [{ id, logo: 'https://evil.example/logo.png' }, 'logo'],
      [{ id, charter: 'x'.repeat(50_001) }, 'charter'],
    ] as const) {
      const res = await update(body);
      expectFailure(res, '100400', 400);
      expect(res.body.data, field).toEqual({ field });
    }
    expectFailure(await update({ id: 999999, intro: 'x' }), '100404', 404, '院校不存在');
  });

  it('edits a major’s introduction, shown on its page in every edition', async () => {
    const before = expectSuccess(
      await t.call<AdminMajor>({ url: '/api/admin/major/get?code=080901K', token: editor }),
    );
    expect(before).toMatchObject({ code: '080901', name: '计算机科学与技术', editions: [2025, 2026] });
    const saved = expectSuccess(
      await t.call<AdminMajor>({
        url: '/api/admin/major/update',
        body: { code: '080901', intro: '学习**编程**与系统。' },
        token: editor,
      }),
    );
    expect(saved.intro).toBe('学习**编程**与系统。');
    for (const year of [2025, 2026]) {
      const page = expectSuccess(
        await t.call<MajorDetail>({ url: `/api/major/get?code=080901&year=${year}` }),
      );
      expect(page.intro).toBe('学习**编程**与系统。');
      expect(page.introBlocks?.[0]).toMatchObject({ type: 'paragraph', text: '学习编程与系统。' });
    }
    expectFailure(
      await t.call({ url: '/api/admin/major/update', body: { code: '999999', intro: 'x' }, token: editor }),
      '100404',
      404,
      '专业不存在',
    );
  });

  it('takes a type named in an import file as staff’s, and derives one for a new college without', async () => {
    const admin = await t.signUp('18900000002', { roles: ['admin'] });
    const file = csvText([
      ['院校代码', '院校名称', '省份', '办学层次', '主管部门', '院校类型'],
      [codeOf('清华大学'), '清华大学', '北京', '本科', '教育部', '理工'],
      ['4115099999', '测试师范学院', '内蒙古', '本科', '内蒙古自治区教育厅', ''],
    ]);
    const res = await uploadFile(
      t,
      '/api/import/upload?kind=colleges',
      { name: 'c.csv', bytes: utf8(file) },
      admin,
    );
    expect(res.body.errorCode, res.body.message).toBe('0');
    const list = expectSuccess(
      await t.call<Page<AdminCollegeItem>>({
        url: `/api/admin/college/list?keyword=${encodeURIComponent('清华')}`,
        token: editor,
      }),
    );
    expect(list.items[0]).toMatchObject({ type: '理工', typeSource: 'staff' });
    const added = expectSuccess(
      await t.call<Page<AdminCollegeItem>>({
        url: `/api/admin/college/list?keyword=${encodeURIComponent('测试师范')}`,
        token: editor,
      }),
    );
    expect(added.items[0]).toMatchObject({ type: '师范', typeSource: 'derived' });
  });
});
