/**
 * 站点设置 (admins): everything `npm run cli -- site:set` sets, as one form — the school's name, the site's
 * title, the footer's contact line, copyright and filing number, the two QR codes (uploaded pictures), the
 * two external navigation links, and 当前年份 (the exam year the site prepares students for: 模拟填报's year,
 * the years an import may write; the region config's year until set). Empty texts and null QR codes mean "the default" (the site then shows what
 * `defaults` says, or nothing). A save reaches every server process's `GET /api/site/config` at once.
 */
import * as z from 'zod';
import { MEDIA_URL_PATTERN } from '../content/blocks.ts';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { isWebUrl, webUrlSchema } from '../rules.ts';
import { navigationLinkSchema } from './site.ts';

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message });

/** A QR code picture: one uploaded to the media store (or an http(s) address set with the CLI). */
const qrCode = z
  .string({ error: M.qrCodeInvalid })
  .trim()
  .refine((v) => MEDIA_URL_PATTERN.test(v) || isWebUrl(v), { error: M.qrCodeInvalid })
  .nullable();

const navigationLink = z.object({
  label: labelled(
    '名称',
    z
      .string({ error: M.navLabelInvalid })
      .trim()
      .min(1, { error: M.navLabelInvalid })
      .max(10, { error: M.navLabelInvalid }),
  ),
  url: webUrlSchema,
});

/** The settings form (`POST /api/admin/site/save` body; `GET /api/admin/site/get` answers it filled in). */
export const siteSettingsSchema = z.object({
  schoolName: text(50, M.schoolNameTooLong),
  siteTitle: text(50, M.siteTitleTooLong),
  contactLine: text(200, M.footerTextTooLong),
  copyright: text(200, M.footerTextTooLong),
  filingNumber: text(50, M.filingNumberTooLong),
  qrCodes: z.object({ follow: qrCode, school: qrCode }),
  navigation: z.object({ collegeIntro: navigationLink, findMajor: navigationLink }),
  /** 当前年份; the server also holds it to the region's range (`currentYearRange` of the answer). */
  currentYear: z
    .number({ error: M.currentYearInvalid })
    .int({ error: M.currentYearInvalid })
    .min(2000, { error: M.currentYearInvalid })
    .max(2100, { error: M.currentYearInvalid }),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** `GET /api/admin/site/get` → the settings as saved, and what an empty one shows instead. */
export const siteSettingsData = z.object({
  settings: siteSettingsSchema,
  defaults: z.object({
    siteTitle: z.string(),
    /** The copyright line an empty one becomes (with the school's name, or the title). */
    copyright: z.string(),
    navigation: z.object({ collegeIntro: navigationLinkSchema, findMajor: navigationLinkSchema }),
    /** 当前年份 until an admin sets it: the region config's. */
    currentYear: z.number().int(),
  }),
  /** The years 当前年份 may be: from the region's first rules to the year after the latest year with data. */
  currentYearRange: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type SiteSettingsData = z.output<typeof siteSettingsData>;
