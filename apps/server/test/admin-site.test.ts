// 站点设置 (issue 10): the form holds everything `site:set` does; a save shows at once on the site — also in
// a second server process on the same database, whose cached config must not hide it — and a save that fails
// half-way (the copyright row refused by the database) changes no setting and logs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig, SiteSettingsData, SiteSettingsInput } from '@zhiyuan/contracts';
import { DATABASE_KINDS } from './support/databases.ts';
import { expectFailure, expectSuccess } from './support/expect.ts';
import { failInserts } from './support/fail-writes.ts';
import { uploadedImage } from './support/staff-writes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('site settings on %s', (kind) => {
  let t: TestApp;
  let other: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // A second server process on the same database.
    other = await startTestApp(kind, { env: { DATABASE_URL: t.database.url } });
    admin = await t.signUp('19900000001', { roles: ['admin'] });
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  const config = async (app: TestApp) =>
    expectSuccess(await app.call<SiteConfig>({ url: '/api/site/config' }));
  const save = (body: SiteSettingsInput) =>
    t.call<SiteSettingsData>({ url: '/api/admin/site/save', body, token: admin });

  it('answers the form with its defaults, then saves it; every process’s site config shows it at once', async () => {
    const initial = expectSuccess(
      await t.call<SiteSettingsData>({ url: '/api/admin/site/get', token: admin }),
    );
    expect(initial.settings).toMatchObject({
      schoolName: '',
      siteTitle: '',
      qrCodes: { follow: null, school: null },
    });
    expect(initial.defaults.siteTitle).toBe('高考志愿填报系统');
    expect((await config(other)).siteTitle).toBe('高考志愿填报系统');

    const qr = await uploadedImage(t, admin);
    const form: SiteSettingsInput = {
      ...initial.settings,
      schoolName: '呼和浩特市第二中学',
      siteTitle: '二中志愿填报',
      contactLine: '教务处 0471-0000000',
      filingNumber: '蒙ICP备00000000号',
      copyright: '',
      qrCodes: { follow: qr, school: null },
      navigation: {
        collegeIntro: { label: '院校库', url: 'https://example.com/colleges' },
        findMajor: initial.settings.navigation.findMajor,
      },
    };
    const saved = expectSuccess(await save(form));
    expect(saved.settings).toEqual({ ...form, qrCodes: { follow: qr, school: null } });
    expect(saved.defaults.copyright).toBe('© 2026 呼和浩特市第二中学');
    for (const app of [t, other]) {
      expect(await config(app)).toMatchObject({
        siteTitle: '二中志愿填报',
        schoolName: '呼和浩特市第二中学',
        contactLine: '教务处 0471-0000000',
        filingNumber: '蒙ICP备00000000号',
        copyright: '© 2026 呼和浩特市第二中学',
        qrCodes: { follow: qr, school: null },
        navigation: { collegeIntro: { label: '院校库', url: 'https://example.com/colleges' } },
      });
    }
    // Emptied fields go back to their defaults.
    expectSuccess(await save({ ...form, siteTitle: '', qrCodes: { follow: null, school: null } }));
    expect(await config(other)).toMatchObject({ siteTitle: '高考志愿填报系统', qrCodes: { follow: null } });
  });

  it('refuses links that are not http(s), unknown pictures and long texts, by field', async () => {
    const { settings } = expectSuccess(
      await t.call<SiteSettingsData>({ url: '/api/admin/site/get', token: admin }),
    );
    for (const [change, field] of [
      [
        {
          navigation: { ...settings.navigation, findMajor: { label: '找专业', url: 'javascript:alert(1)' } },
        },
        'navigation.findMajor.url',
      ],
      [
        { navigation: { ...settings.navigation, findMajor: { label: '', url: 'https://example.com' } } },
        'navigation.findMajor.label',
      ],
      [{ qrCodes: { follow: `/media/${'0'.repeat(64)}.png`, school: null } }, 'qrCodes.follow'],
      [{ qrCodes: { follow: 'data:image/png;base64,AAAA', school: null } }, 'qrCodes.follow'],
      [{ schoolName: '校'.repeat(51) }, 'schoolName'],
    ] as const) {
      const res = await save({ ...settings, ...change });
      expectFailure(res, '100400', 400);
      expect(res.body.data, field).toEqual({ field });
      expect(res.body.message, field).not.toMatch(/[a-z]{4,}\./i);
    }
  });

  it('changes nothing and logs nothing when the save fails half-way', async () => {
    const before = expectSuccess(
      await t.call<SiteSettingsData>({ url: '/api/admin/site/get', token: admin }),
    );
    const audit = async () =>
      expectSuccess(
        await t.call<{ total: number }>({ url: '/api/admin/audit/list?action=site.save', token: admin }),
      ).total;
    const logged = await audit();
    const restore = await failInserts(t, kind, 'site_settings', { column: 'key', value: 'site.copyright' });
    try {
      const res = await save({
        ...before.settings,
        schoolName: '不应保存的校名',
        copyright: '不应保存的版权',
      });
      expectFailure(res, '100500', 500);
    } finally {
      await restore();
    }
    const after = expectSuccess(await t.call<SiteSettingsData>({ url: '/api/admin/site/get', token: admin }));
    expect(after).toEqual(before);
    expect((await config(other)).schoolName).toBe(before.settings.schoolName);
    expect(await audit()).toBe(logged);
  });
});
