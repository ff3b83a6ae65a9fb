// 内容 in the back office (issue 10): drafts stay off the site; publishing shows an item at once and
// unpublishing hides it; pinned items come first; the recycle bin hides an item until it is restored; an
// edit to a published item shows at once; an article's college or major must exist. The public calls never
// show a draft, an unpublished item or one in the bin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContentDetail, AdminContentItem, NewsItem } from '@zhiyuan/contracts';
import { DAY, SECOND } from '../src/lib/time.ts';
import { codeOf, SMALL_SEED } from './support/catalog.ts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import type { Page } from './support/query.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('content in the back office on %s', (kind) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: SMALL_SEED });
    // After the sample texts' dates, so that what the tests publish is the newest.
    t.clock.advance(400 * DAY);
    editor = await t.signUp('13100000001', { roles: ['editor'] });
  });
  afterAll(() => t.close());

  const post = <T>(verb: string, body: unknown) =>
    t.call<T>({ url: `/api/admin/content/${verb}`, body, token: editor });
  const publicNews = async (query = '') =>
    expectSuccess(await t.call<Page<NewsItem>>({ url: `/api/news/list?pageSize=100${query}` })).items;
  const draft = async (title: string, body = '正文第一段。\n\n第二段。') =>
    expectSuccess(await post<AdminContentDetail>('save', { type: 'news', category: 'gaokao', title, body }));

  it('keeps a draft off the site; publishing shows it at once, unpublishing hides it again', async () => {
    const saved = await draft('【测试】报名通知', '请于**十月底**前完成报名。\n\n- 携带身份证\n- 携带照片');
    expect(saved).toMatchObject({
      type: 'news',
      category: 'gaokao',
      status: 'draft',
      pinned: false,
      publishedAt: null,
      summary: '请于十月底前完成报名。',
      sample: false,
    });
    expect(saved.blocks[0]).toMatchObject({
      type: 'paragraph',
      runs: [{ type: 'text' }, { type: 'bold', text: '十月底' }, { type: 'text' }],
    });
    expect((await publicNews()).map((n) => n.id)).not.toContain(saved.id);
    expectFailure(await t.call({ url: `/api/news/get?id=${saved.id}` }), '100404', 404);

    t.clock.advance(SECOND);
    const published = expectSuccess(
      await post<AdminContentItem>('publish', { type: 'news', id: saved.id, published: true }),
    );
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect((await publicNews())[0]?.id).toBe(saved.id);
    expectSuccess(await t.call({ url: `/api/news/get?id=${saved.id}` }));

    // An edit shows at once; the first publication date stays.
    t.clock.advance(SECOND);
    expectSuccess(
      await post('save', {
        type: 'news',
        id: saved.id,
        category: 'gaokao',
        title: '【测试】报名通知（更新）',
        body: '新的正文',
      }),
    );
    const shown = expectSuccess(
      await t.call<{ title: string; publishedAt: string }>({ url: `/api/news/get?id=${saved.id}` }),
    );
    expect(shown).toMatchObject({ title: '【测试】报名通知（更新）', publishedAt: published.publishedAt });

    expectSuccess(await post('publish', { type: 'news', id: saved.id, published: false }));
    expect((await publicNews()).map((n) => n.id)).not.toContain(saved.id);
    expectFailure(await t.call({ url: `/api/news/get?id=${saved.id}` }), '100404', 404);
  });

  it('lists pinned items first on the site, whatever their date', async () => {
    const old = await draft('【测试】置顶的旧公告');
    expectSuccess(await post('publish', { type: 'news', id: old.id, published: true }));
    t.clock.advance(SECOND);
    const fresh = await draft('【测试】更新的公告');
    expectSuccess(await post('publish', { type: 'news', id: fresh.id, published: true }));
    expect((await publicNews())[0]?.id).toBe(fresh.id);
    expectSuccess(await post('pin', { type: 'news', id: old.id, pinned: true }));
    expect((await publicNews()).slice(0, 2).map((n) => n.id)).toEqual([old.id, fresh.id]);
    const pinned = expectSuccess(
      await t.call<Page<AdminContentItem>>({
        url: '/api/admin/content/list?type=news&pinned=true',
        token: editor,
      }),
    );
    expect(pinned.items.map((i) => i.id)).toEqual([old.id]);
  });

  it('moves an item to the recycle bin and back; in the bin it is hidden and cannot be changed', async () => {
    const item = await draft('【测试】要删除的公告');
    expectSuccess(await post('publish', { type: 'news', id: item.id, published: true }));
    const removed = expectSuccess(await post<AdminContentItem>('remove', { type: 'news', id: item.id }));
    expect(removed.deletedAt).not.toBeNull();
    expect((await publicNews()).map((n) => n.id)).not.toContain(item.id);
    expectFailure(await t.call({ url: `/api/news/get?id=${item.id}` }), '100404', 404);
    const bin = expectSuccess(
      await t.call<Page<AdminContentItem>>({
        url: '/api/admin/content/list?type=news&status=deleted',
        token: editor,
      }),
    );
    expect(bin.items.map((i) => i.id)).toEqual([item.id]);
    const listed = expectSuccess(
      await t.call<Page<AdminContentItem>>({
        url: '/api/admin/content/list?type=news&pageSize=100',
        token: editor,
      }),
    );
    expect(listed.items.map((i) => i.id)).not.toContain(item.id);
    expectFailure(
      await post('publish', { type: 'news', id: item.id, published: true }),
      '100409',
      409,
      '内容在回收站中，请先恢复',
    );
    expectFailure(await post('remove', { type: 'news', id: item.id }), '100409', 409);
    const restored = expectSuccess(await post<AdminContentItem>('restore', { type: 'news', id: item.id }));
    expect(restored).toMatchObject({ deletedAt: null, status: 'published' });
    expect((await publicNews()).map((n) => n.id)).toContain(item.id);
    expectFailure(await post('restore', { type: 'news', id: item.id }), '100409', 409, '内容不在回收站中');
  });

  it('writes articles about a college or major of the catalog, and refuses unknown ones by field', async () => {
    const article = expectSuccess(
      await post<AdminContentDetail>('save', {
        type: 'article',
        kind: 'college',
        targetCode: codeOf('内蒙古大学'),
        title: '【测试】内蒙古大学解读',
        summary: '自定的摘要',
        body: '> 引用的一段话\n\n正文',
      }),
    );
    expect(article).toMatchObject({
      type: 'article',
      kind: 'college',
      category: null,
      summary: '自定的摘要',
    });
    expect(article.target).toMatchObject({ code: codeOf('内蒙古大学'), name: '内蒙古大学' });
    expect(article.blocks[0]).toMatchObject({ type: 'quote', text: '引用的一段话' });
    const major = expectSuccess(
      await post<AdminContentDetail>('save', {
        type: 'article',
        kind: 'major',
        targetCode: '080901K',
        title: '计算机',
        body: '正文',
      }),
    );
    expect(major.target).toMatchObject({ code: '080901', name: '计算机科学与技术' });
    const unknown = await post('save', {
      type: 'article',
      kind: 'college',
      targetCode: '9999999999',
      title: 'x',
      body: 'x',
    });
    expectFailure(unknown, '100400', 400, '关联对象不是院校库中的院校');
    expect(unknown.body.data).toEqual({ field: 'targetCode' });
    // A draft article cannot be added to favourites: the site does not show it.
    const student = await t.signUp('13100000002');
    expectFailure(
      await t.call({
        url: '/api/userCollections/collectWeb',
        body: { kind: 'article', targetId: String(article.id) },
        token: student,
      }),
      '100404',
      404,
    );
  });

  it('refuses bad input by field, and unknown items', async () => {
    for (const [body, field, message] of [
      [{ type: 'news', category: 'gaokao', title: '', body: 'x' }, 'title', '请输入标题'],
      [
        { type: 'news', category: 'gaokao', title: 'x'.repeat(101), body: 'x' },
        'title',
        '标题不能超过100个字符',
      ],
      [{ type: 'news', category: 'gaokao', title: 'x', body: '   ' }, 'body', '请输入正文'],
      [{ type: 'news', category: 'other', title: 'x', body: 'x' }, 'category', '公告类别应为 gaokao 或 qjjh'],
      [{ type: 'page', title: 'x', body: 'x' }, 'type', '内容类型应为 news 或 article'],
    ] as const) {
      const res = await post('save', body);
      expectFailure(res, '100400', 400, message);
      expect(res.body.data).toEqual({ field });
    }
    expectFailure(
      await post('publish', { type: 'news', id: 999999, published: true }),
      '100404',
      404,
      '内容不存在',
    );
    expectFailure(
      await t.call({ url: '/api/admin/content/get?type=article&id=999999', token: editor }),
      '100404',
      404,
    );
  });

  it('searches the back office’s lists by keyword, state and category, sample items included', async () => {
    const drafts = expectSuccess(
      await t.call<Page<AdminContentItem>>({
        url: '/api/admin/content/list?type=news&status=draft&pageSize=100',
        token: editor,
      }),
    );
    expect(drafts.items.every((i) => i.status === 'draft')).toBe(true);
    const samples = expectSuccess(
      await t.call<Page<AdminContentItem>>({
        url: `/api/admin/content/list?type=news&category=qjjh&keyword=${encodeURIComponent('示例')}`,
        token: editor,
      }),
    );
    expect(samples.total).toBeGreaterThan(0);
    expect(samples.items.every((i) => i.category === 'qjjh' && i.sample)).toBe(true);
  });
});
