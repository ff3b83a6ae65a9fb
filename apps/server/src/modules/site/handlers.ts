// `GET /api/site/config`: the settings staff set (with defaults, 当前年份 among them) read on every request, so
// a save in any process shows at once; beside them the years the site knows (the config's, the data's and
// 当前年份) with the categories, batches and score lines in force in each, whether sample data is in use, and
// the attribution lines, kept until the data changes. And 站点设置's get and save: a save writes every key in
// one transaction with its audit entry (the whole form before and after); 当前年份 outside the region's range
// is refused beside its field.
import type { Kysely } from 'kysely';
import { DEFAULT_SITE_TITLE, MEDIA_URL_PATTERN, type SiteConfig } from '@zhiyuan/contracts';
import {
  ATTRIBUTIONS,
  batchesOf,
  categoriesOf,
  SAMPLE_BADGE,
  currentYearRange,
  currentYearRefusal,
  knownYears,
  scoreLinesOf,
  type RegionConfig,
} from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { DB } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { currentYearOf } from './current-year.ts';
import { defaultCopyright, navigationOf, settingsEntries, settingsForm } from './form.ts';
import { readSiteSettings, writeSiteSettings, type StoredSettings } from './settings.ts';

export interface SiteDeps {
  db: Kysely<DB>;
  cache: DataCache;
  now: Clock;
  region: RegionConfig;
  /** Whether any sample data is in use (score lines, rank tables, admission records). */
  sampleInUse(): Promise<boolean>;
  /** The years the data holds (score lines, rank tables, admission records and plans), per data version. */
  dataYears(): Promise<readonly number[]>;
  /** The URLs of `urls` that are not pictures of the media store (the media module's face). */
  missingMedia(urls: readonly string[]): Promise<string[]>;
}

export type SiteCalls = 'getSiteConfig' | 'getSiteSettings' | 'saveSiteSettings';

const attribution = (a: { text: string; url: string | null }) => ({ text: a.text, url: a.url });

type DataPart = Pick<SiteConfig, 'region' | 'sampleData' | 'sampleBadge' | 'attributions'>;

/** The years the site knows with the rules in force in each: per data version and 当前年份. */
async function yearsPart({ region, dataYears }: SiteDeps, currentYear: number): Promise<SiteConfig['years']> {
  return knownYears(region, await dataYears(), currentYear).map((year) => ({
    year,
    categories: categoriesOf(region, year).map((c) => ({ name: c.name, track: c.track })),
    batches: batchesOf(region, year).map((b) => ({ ...b })),
    scoreLines: scoreLinesOf(region, year).map((l) => ({ ...l })),
  }));
}

/** What changes only with the data: the region and whether sample data is in use. */
async function dataPart({ region, sampleInUse }: SiteDeps): Promise<DataPart> {
  return {
    region: { province: region.province, provinceFull: region.provinceFull },
    sampleData: await sampleInUse(),
    sampleBadge: SAMPLE_BADGE,
    attributions: {
      universities: attribution(ATTRIBUTIONS.universities),
      majors: attribution(ATTRIBUTIONS.majors2026),
      eliteTags: attribution(ATTRIBUTIONS.eliteTags),
      divisions: attribution(ATTRIBUTIONS.divisions),
      // The authority whose tables an import writes: 内蒙古's ships with the product.
      official:
        region.province === '内蒙古'
          ? attribution(ATTRIBUTIONS.neimenggu)
          : { text: `来源：${region.provinceFull}教育考试院`, url: null },
      sample: attribution(ATTRIBUTIONS.sample),
    },
  };
}

function settingsPart(stored: StoredSettings, year: number) {
  return {
    currentYear: year,
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
  const range = async () => currentYearRange(region, await deps.dataYears());
  const form = async (stored: StoredSettings) => settingsForm(stored, region, await range());
  return {
    getSiteConfig: async () => {
      const [stored, data] = await Promise.all([
        readSiteSettings(db),
        cache.get('site:data', () => dataPart(deps)),
      ]);
      const year = currentYearOf(stored, region);
      const years = await cache.get(`site:years:${year}`, () => yearsPart(deps, year));
      return { ...settingsPart(stored, year), years, ...data };
    },

    getSiteSettings: async () => form(await readSiteSettings(db)),

    saveSiteSettings: async ({ input, audit }) => {
      const refusal = currentYearRefusal(await range(), input.currentYear);
      if (refusal !== null) throw fieldError('currentYear', refusal);
      for (const key of ['follow', 'school'] as const) {
        const url = input.qrCodes[key];
        if (url !== null && MEDIA_URL_PATTERN.test(url) && (await deps.missingMedia([url])).length > 0) {
          throw fieldError(`qrCodes.${key}`, '图片不存在，请重新上传');
        }
      }
      const saved = await db.transaction().execute(async (trx) => {
        const before = (await form(await readSiteSettings(trx))).settings;
        await writeSiteSettings(trx, settingsEntries(input), now());
        const after = await readSiteSettings(trx);
        await audit(trx, {
          targetType: 'site',
          targetId: 'settings',
          summary: '保存站点设置',
          before,
          after: (await form(after)).settings,
        });
        return after;
      });
      return form(saved);
    },
  };
}
