// 轮播图 in the back office (issue 10): items are uploaded pictures with a title and an http(s) link or none;
// new ones go last; the order is set by giving every id; disabled and removed items leave the site's
// carousel at once, which shows the title with each picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCarouselItem, CarouselItem } from '@zhiyuan/contracts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { uploadedImage } from './support/staff-writes.ts';
import { IMAGES } from './support/images.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('carousel in the back office on %s', (kind) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    editor = await t.signUp('13000000001', { roles: ['editor'] });
  });
  afterAll(() => t.close());

  const post = <T>(verb: string, body: unknown) =>
    t.call<T>({ url: `/api/admin/carousel/${verb}`, body, token: editor });
  const site = async () =>
    expectSuccess(await t.call<CarouselItem[]>({ url: '/api/scrollSetting/getScrollImages' }));
  const list = async () =>
    expectSuccess(await t.call<AdminCarouselItem[]>({ url: '/api/admin/carousel/list', token: editor }));

  it('adds an uploaded picture with its title and link at the end, shown on the site with the title', async () => {
    const samples = await list();
    expect(samples.map((s) => s.sample)).toEqual([true, true, true]);
    const imageUrl = await uploadedImage(t, editor, IMAGES.webp);
    const added = expectSuccess(
      await post<AdminCarouselItem>('save', {
        title: '开放日',
        imageUrl,
        url: 'https://example.com/open-day',
      }),
    );
    expect(added).toMatchObject({ title: '开放日', imageUrl, enabled: true, position: 4, sample: false });
    expect((await site()).at(-1)).toEqual({ imageUrl, url: 'https://example.com/open-day', title: '开放日' });
  });

  it('refuses a missing or unknown picture and links that are not http(s), by field', async () => {
    for (const [body, field, message] of [
      [{ title: '无图' }, 'imageUrl', '请上传图片'],
      [{ title: '假图', imageUrl: `/media/${'0'.repeat(64)}.png` }, 'imageUrl', '图片不存在，请重新上传'],
      [{ title: '外链图', imageUrl: 'https://evil.example/a.png' }, 'imageUrl', /^请先上传图片/],
      [
        { title: '坏链接', imageUrl: await uploadedImage(t, editor), url: 'javascript:alert(1)' },
        'url',
        '链接地址应以 http:// 或 https:// 开头',
      ],
      [{ title: '', imageUrl: await uploadedImage(t, editor) }, 'title', '请输入标题'],
    ] as const) {
      const res = await post('save', body);
      expectFailure(res, '100400', 400, message);
      expect(res.body.data).toEqual({ field });
    }
  });

  it('reorders by every id, hides disabled items, keeps a changed picture, and removes', async () => {
    const before = await list();
    const ids = before.map((i) => i.id);
    const partial = await post('reorder', { ids: ids.slice(1) });
    expectFailure(partial, '100400', 400, /顺序应包含全部轮播图的编号/);
    expect(partial.body.data).toEqual({ field: 'ids' });
    expectFailure(await post('reorder', { ids: [...ids, ids[0]] }), '100400', 400);
    const reversed = expectSuccess(await post<AdminCarouselItem[]>('reorder', { ids: [...ids].reverse() }));
    expect(reversed.map((i) => i.id)).toEqual([...ids].reverse());
    expect((await site()).map((i) => i.imageUrl)).toEqual([...before].reverse().map((i) => i.imageUrl));

    const first = reversed[0]!;
    const changed = expectSuccess(
      await post<AdminCarouselItem>('save', { id: first.id, title: '改名', url: '', enabled: false }),
    );
    expect(changed).toMatchObject({ title: '改名', imageUrl: first.imageUrl, enabled: false, position: 1 });
    expect((await site()).map((i) => i.imageUrl)).not.toContain(first.imageUrl);

    expectSuccess(await post('remove', { id: first.id }));
    expect((await list()).map((i) => i.id)).not.toContain(first.id);
    expectFailure(await post('remove', { id: first.id }), '100404', 404, '轮播图不存在');
    expectFailure(await post('save', { id: first.id, title: 'x' }), '100404', 404);
  });
});
