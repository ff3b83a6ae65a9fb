// The back office's content reaching the public site, in Chromium against the real server: an admin writes an
// announcement with a picture in the editor and an editor publishes one, and they are on /news/news-detail at
// once; a slide uploaded in 轮播图 shows on /home with its title as text; 站点设置 (school name, QR codes) shows
// in the header and footer without a restart; and content written to attack the site (script tags, onerror
// pictures, javascript: links) is shown as harmless text — nothing in it runs.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousViolations, hydrated, screenshots } from './support/page-checks.ts';
import { adminSignIn, createAdmin } from './support/admin.ts';
import { uniquePhone } from './support/accounts.ts';
import { signInStaff, solidPng } from './support/staff.ts';

interface Saved {
  id: number;
}

/** Opens an announcement from the 高考公告 list, as a visitor would. */
async function openAnnouncement(page: Page, title: string) {
  await page.goto('/news/news-detail');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test.describe('back-office content on the site', () => {
  test('an admin writes an announcement in the back-office editor, with a picture, and publishes it', async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone();
    createAdmin(phone, '内容管理员', 'Admin2026ok');
    await adminSignIn(page, phone, 'Admin2026ok');
    await page.goto('/admin/content/gaokao');
    await expect(page.getByRole('heading', { name: '高考公告', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /^新建\s*高考公告$/ }).click();
    await expect(page.getByRole('heading', { name: '新建高考公告', level: 1 })).toBeVisible();
    const title = `编辑器发布的公告 ${Date.now()}`;
    await page.getByRole('textbox', { name: /^标题/ }).fill(title);
    await page.getByRole('textbox', { name: /^正文/ }).fill('## 须知\n\n请按时参加。');
    await page.getByLabel('插入图片').setInputFiles({
      name: '礼堂.png',
      mimeType: 'image/png',
      buffer: solidPng(32, 16, [255, 128, 0]),
    });
    const preview = page.getByRole('region', { name: '正文预览' });
    await expect(preview.getByRole('heading', { name: '须知' })).toBeVisible();
    await expect(preview.getByRole('img', { name: '礼堂' })).toBeVisible();
    await screenshots(page, testInfo, 'admin-content-editor');
    await page.getByRole('button', { name: '保存并发布' }).click();
    await expect(page.getByText('已保存并发布，网站上立即可见', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/gaokao\/\d+$/);

    await openAnnouncement(page, title);
    await expect(page.getByRole('main').getByRole('img', { name: '礼堂' })).toBeVisible();
  });

  test('an editor publishes an announcement with a picture; the site shows it at once', async ({
    page,
    request,
  }, testInfo) => {
    const editor = await signInStaff(request, 'editor');
    const picture = await editor.upload('校门.png', solidPng(48, 24, [24, 144, 255]));
    expect(picture).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const title = `2026 年志愿填报说明会 ${Date.now()}`;
    const saved = await editor.post<Saved>('/api/admin/content/save', {
      type: 'news',
      category: 'gaokao',
      title,
      body: `## 时间地点\n\n6 月 26 日在**学校礼堂**举行，详见[省考试院](https://www.nm.zsks.cn/)。\n\n![学校礼堂](${picture})\n\n> 请家长和学生一同参加`,
    });
    // A draft is not on the site.
    await page.goto('/news/news-detail');
    await expect(page.getByRole('list', { name: '高考公告列表' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await editor.post('/api/admin/content/publish', { type: 'news', id: saved.id, published: true });
    await openAnnouncement(page, title);
    await expect(page.getByRole('heading', { name: '时间地点', level: 2 })).toBeVisible();
    await expect(page.getByText('学校礼堂', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(page.getByRole('link', { name: '省考试院' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    const image = page.getByRole('img', { name: '学校礼堂' });
    await expect(image).toHaveAttribute('src', picture);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    await expect(page.locator('blockquote')).toHaveText('请家长和学生一同参加');
    await expectNoSeriousViolations(page);
    await screenshots(page, testInfo, 'admin-content-announcement');

    // Taken off the site again: gone from the list at once.
    await editor.post('/api/admin/content/publish', { type: 'news', id: saved.id, published: false });
    await page.goto('/news/news-detail');
    await expect(page.getByRole('list', { name: '高考公告列表' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('content written to attack the site is shown as text; no script runs', async ({ page, request }) => {
    const editor = await signInStaff(request, 'editor');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const title = `安全测试 ${Date.now()}`;
    const attacks = [
      '<script>window.__pwned = "script"; alert("script")</script>',
      '<img src="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
      '[点我领取](javascript:window.__pwned="link";alert("link"))',
      '![外链图片](https://evil.example/x.png)',
      '![脚本图片](javascript:alert(1))',
      '<a href="javascript:alert(2)">HTML 链接</a>',
      '## <svg onload="alert(3)">标题</svg>',
    ];
    const saved = await editor.post<Saved>('/api/admin/content/save', {
      type: 'news',
      category: 'gaokao',
      title,
      body: attacks.join('\n\n'),
    });
    await editor.post('/api/admin/content/publish', { type: 'news', id: saved.id, published: true });

    await openAnnouncement(page, title);
    const main = page.getByRole('main');
    // Every attack is on the page as the literal text it is.
    await expect(main.getByText('<script>window.__pwned = "script"; alert("script")</script>')).toBeVisible();
    await expect(
      main.getByText(`<img src="x" onerror="window.__pwned = 'onerror'; alert('onerror')">`),
    ).toBeVisible();
    await expect(main.getByText('[点我领取](javascript:window.__pwned="link";alert("link"))')).toBeVisible();
    await expect(
      main.getByRole('heading', { name: '<svg onload="alert(3)">标题</svg>', level: 2 }),
    ).toBeVisible();
    // …and none of it became an element.
    await expect(main.locator('script, svg[onload], [onerror], iframe, object, embed')).toHaveCount(0);
    await expect(main.locator('a[href^="javascript:" i]')).toHaveCount(0);
    await expect(main.locator('img[src*="evil.example"], img[src^="javascript:" i]')).toHaveCount(0);
    // Following the would-be link is not possible: it is text, not a link.
    await expect(main.getByRole('link', { name: '点我领取' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'HTML 链接' })).toHaveCount(0);

    expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(requests.filter((url) => url.includes('evil.example'))).toEqual([]);
  });

  test('an admin uploads a carousel slide in 轮播图; /home shows it with its title as text', async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone();
    createAdmin(phone, '轮播管理员', 'Admin2026ok');
    await adminSignIn(page, phone, 'Admin2026ok');
    await page.goto('/admin/carousel');
    const form = page.getByRole('form', { name: '添加轮播图' });
    await form.getByLabel(/^图片/).setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 38, [114, 46, 209]),
    });
    const preview = form.getByRole('img', { name: '图片预览' });
    await expect(preview).toBeVisible();
    const picture = await preview.getAttribute('src');
    expect(picture).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const title = `欢迎报考 ${Date.now() % 100000}`;
    await form.getByRole('textbox', { name: /^标题/ }).fill(title);
    await form.getByRole('textbox', { name: /^链接地址/ }).fill('https://www.nm.zsks.cn/');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已保存，首页立即生效', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: title })).toBeVisible();
    await screenshots(page, testInfo, 'admin-carousel');

    await page.goto('/home');
    const carousel = page.getByRole('region', { name: '首页轮播图' });
    await expect(carousel).toBeVisible();
    await hydrated(page);
    // A new slide goes last: choose it, then its picture and its title (text, not pixels) are shown. The
    // carousel's code comes after the page's (the server's carousel stands until then): choose again until it
    // answers.
    await expect(async () => {
      await carousel.getByRole('group', { name: '选择轮播图' }).getByRole('button').last().click();
      await expect(carousel.getByText(title, { exact: true })).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(carousel.locator(`img[src="${picture}"]`)).toBeVisible();
    await expect(carousel.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute(
      'href',
      'https://www.nm.zsks.cn/',
    );
    await screenshots(page, testInfo, 'admin-content-carousel');

    // Removed again (after a confirmation), so the other specs see the carousel they expect.
    await page.goto('/admin/carousel');
    page.once('dialog', (confirm) => void confirm.accept());
    await page.getByRole('group', { name: title }).getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('group', { name: title })).toHaveCount(0);
  });

  test("an admin sets the school's name and QR codes in 站点设置; the site's header and footer show them", async ({
    page,
    request,
  }, testInfo) => {
    const admin = await signInStaff(request, 'admin');
    // The server and its database are shared by every spec: put the settings back afterwards, so the other
    // specs see the site's own defaults (its nav labels, its title).
    const before = await admin.get<{ settings: Record<string, unknown> }>('/api/admin/site/get');
    const phone = uniquePhone();
    createAdmin(phone, '设置管理员', 'Admin2026ok');
    try {
      await adminSignIn(page, phone, 'Admin2026ok');
      await schoolSettingsShow(page, testInfo);
    } finally {
      await admin.post('/api/admin/site/save', before.settings);
    }
  });
});

/** Fills 站点设置 with a school's name, contact line and QR codes, and finds them in the site's header and footer. */
async function schoolSettingsShow(page: Page, testInfo: TestInfo) {
  await page.goto('/admin/site-settings');
  await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^学校名称/ }).fill('呼和浩特市第二中学');
  await page.getByRole('textbox', { name: /^联系方式/ }).fill('教务处 0471-1234567');
  await page.getByLabel(/^志愿填报关注二维码/).setInputFiles({
    name: 'follow.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 40, [0, 0, 0]),
  });
  await expect(page.getByRole('img', { name: /^志愿填报关注二维码预览/ })).toBeVisible();
  await page.getByLabel(/^学校公众号二维码/).setInputFiles({
    name: 'school.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 40, [0, 128, 0]),
  });
  const schoolQr = page.getByRole('img', { name: /^学校公众号二维码预览/ });
  await expect(schoolQr).toBeVisible();
  const follow = await page.getByRole('img', { name: /^志愿填报关注二维码预览/ }).getAttribute('src');
  const school = await schoolQr.getAttribute('src');
  await page.getByRole('button', { name: '保存设置' }).click();
  await expect(page.getByText('站点设置已保存，网站已更新', { exact: true })).toBeVisible();
  await screenshots(page, testInfo, 'admin-site-settings');

  await page.goto('/home');
  await expect(
    page.getByRole('region', { name: '顶部操作栏' }).getByText(/呼和浩特市第二中学/),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/呼和浩特市第二中学/)).toBeVisible();
  await expect(footer.getByText('教务处 0471-1234567')).toBeVisible();
  await expect(footer.getByRole('img', { name: '志愿填报关注' })).toHaveAttribute('src', follow ?? '');
  await expect(footer.getByRole('img', { name: '学校公众号' })).toHaveAttribute('src', school ?? '');
}
