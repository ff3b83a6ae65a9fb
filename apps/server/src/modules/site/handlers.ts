// `GET /api/site/config`: the settings staff set (with defaults) read on every request, so a save in any
// process shows at once; beside them the region's years with their categories, batches and score lines, whether
// sample data is in use, and the attribution lines, kept until the data changes. And 站点设置's get and save:
// a save writes every key in one transaction with its audit entry (the whole form before and after).
import type { Kysely } from 'kysely';
import { DEFAULT_SITE_TITLE, MEDIA_URL_PATTERN, type SiteConfig } from '@zhiyuan/contracts';
import {
  ATTRIBUTIONS,
  batchesOf,
  categoriesOf,
  SAMPLE_BADGE,
  scoreLinesOf,
  type RegionConfig,
} from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { DB } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { defaultCopyright, navigationOf, settingsEntries, settingsForm } from './form.ts';
import { readSiteSettings, writeSiteSettings, type StoredSettings } from './settings.ts';

export interface SiteDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  region: RegionConfig;
  /** Whether any sample data is in use (score lines, rank tables, admission records). */
  sampleInUse(): Promise<boolean>;
  /** The URLs of `urls` that are not pictures of the media store (the media module's face). */
  missingMedia(urls: readonly string[]): Promise<string[]>;
}

export type SiteCalls = 'getSiteConfig' | 'getSiteSettings' | 'saveSiteSettings';

const attribution = (a: { text: string; url: string | null }) => ({ text: a.text, url: a.url });

type DataPart = Pick<
  SiteConfig,
  'region' | 'currentYear' | 'years' | 'sampleData' | 'sampleBadge' | 'attributions'
>;

/** What changes only with the data: the region's years and whether sample data is in use. */
async function dataPart({ region, sampleInUse }: SiteDeps): Promise<DataPart> {
  return {
    region: { province: region.province, provinceFull: region.provinceFull },
    currentYear: region.currentYear,
    years: region.years.map((year) => ({
      year,
      categories: categoriesOf(region, year).map((c) => ({ name: c.name, track: c.track })),
      batches: batchesOf(region, year).map((b) => ({ ...b })),
      scoreLines: scoreLinesOf(region, year).map((l) => ({ ...l })),
    })),
    sampleData: await sampleInUse(),
    sampleBadge: SAMPLE_BADGE,
    attributions: {
      universities: attribution(ATTRIBUTIONS.universities),
      majors: attribution(ATTRIBUTIONS.majors2026),
      eliteTags: attribution(ATTRIBUTIONS.eliteTags),
      divisions: attribution(ATTRIBUTIONS.divisions),
      sample: attribution(ATTRIBUTIONS.sample),
    },
  };
}

function settingsPart(stored: StoredSettings, year: number) {
  return {
    siteTitle: stored['site.title'] ?? DEFAULT_SITE_TITLE,
    schoolName: stored['site.schoolName'] ?? '',
    contactLine: stored['site.contactLine'] ?? '',
    filingNumber: stored['site.filingNumber'] ?? '',
    copyright: stored['site.copyright'] ?? defaultCopyright(year, stored),
    qrCodes: { follow: stored['site.qrCode.follow'] ?? null, school: stored['site.qrCode.school'] ?? null },
    navigation: navigationOf(stored),
  };
}

export function siteHandlers(deps: SiteDeps): Pick<CallHandlers, SiteCalls> {
  const { db, cache, now, region } = deps;
  return {
    getSiteConfig: async () => {
      const [stored, data] = await Promise.all([
        readSiteSettings(db),
        cache.get('site:data', () => dataPart(deps)),
      ]);
      return { ...settingsPart(stored, region.currentYear), ...data };
    },

    getSiteSettings: async () => settingsForm(await readSiteSettings(db), region.currentYear),

    saveSiteSettings: async ({ input, audit }) => {
      for (const key of ['follow', 'school'] as const) {
        const url = input.qrCodes[key];
        if (url !== null && MEDIA_URL_PATTERN.test(url) && (await deps.missingMedia([url])).length > 0) {
          throw fieldError(`qrCodes.${key}`, '图片不存在，请重新上传');
        }
      }
      const saved = await db.transaction().execute(async (trx) => {
        const before = settingsForm(await readSiteSettings(trx), region.currentYear).settings;
        await writeSiteSettings(trx, settingsEntries(input), now());
        const after = await readSiteSettings(trx);
        await audit(trx, {
          targetType: 'site',
          targetId: 'settings',
          summary: '保存站点设置',
          before,
          after: settingsForm(after, region.currentYear).settings,
        });
        return after;
      });
      return settingsForm(saved, region.currentYear);
    },
  };
}
