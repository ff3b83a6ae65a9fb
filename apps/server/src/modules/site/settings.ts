// The site's settings (key/value rows staff set): titles, footer texts, QR code images, the two external
// navigation links and 当前年份. A key that is unset (or empty) takes its default. Reads go to the table on every request
// (a handful of rows), so a save — from the back office or the CLI, in any process — shows at once.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The setting keys and what each holds. */
export const SITE_SETTINGS = {
  'site.title': '浏览器标题与页头名称（默认：高考志愿填报系统）',
  'site.schoolName': '学校名称',
  'site.contactLine': '页脚的教务处联系方式',
  'site.filingNumber': '页脚的备案号',
  'site.copyright': '页脚的版权信息（默认：© 当前年份 学校名称）',
  'site.qrCode.follow': '志愿填报公众号二维码图片地址',
  'site.qrCode.school': '学校公众号二维码图片地址',
  'nav.collegeIntro.label': '导航“院校介绍”的名称（默认：院校介绍）',
  'nav.collegeIntro.url': '导航“院校介绍”的外部链接',
  'nav.findMajor.label': '导航“找专业”的名称（默认：找专业）',
  'nav.findMajor.url': '导航“找专业”的外部链接',
  'site.currentYear': '当前年份：本站为哪一年的考生填报，导入的数据不能晚于它（默认：地区配置的年份）',
} as const;
export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export type StoredSettings = Partial<Record<SiteSettingKey, string>>;

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(SITE_SETTINGS, key);
}

/** The settings that are set (non-empty), by key. */
export async function readSiteSettings(db: Kysely<DB> | Transaction<DB>): Promise<StoredSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings: StoredSettings = {};
  for (const row of rows) {
    if (isSiteSettingKey(row.key) && row.value.trim() !== '') settings[row.key] = row.value.trim();
  }
  return settings;
}

/** Sets (or, with '', clears) settings in the caller's transaction. */
export async function writeSiteSettings(
  trx: Transaction<DB>,
  values: StoredSettings,
  now: number,
): Promise<void> {
  for (const [key, value = ''] of Object.entries(values)) {
    await trx
      .insertInto('site_settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}

/** Sets (or, with '', clears) one setting: the CLI's `site:set`. */
export async function writeSiteSetting(
  db: Kysely<DB>,
  key: SiteSettingKey,
  value: string,
  now: number,
): Promise<void> {
  await db.transaction().execute((trx) => writeSiteSettings(trx, { [key]: value }, now));
}
