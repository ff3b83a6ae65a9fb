// `GET /api/site/config`: the settings staff set (with defaults), the region's years with their categories,
// batches and score lines from the region config, whether sample data is in use, and the attribution
// lines. Cached until the data or a setting changes.
import { DEFAULT_NAVIGATION_LINKS, DEFAULT_SITE_TITLE, type SiteConfig } from '@zhiyuan/contracts';
import { ATTRIBUTIONS, batchesOf, categoriesOf, SAMPLE_BADGE, scoreLinesOf } from '@zhiyuan/dataset';
import type { CallHandlers } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { readSiteSettings } from './settings.ts';

const attribution = (a: { text: string; url: string | null }) => ({ text: a.text, url: a.url });

export async function buildSiteConfig(s: Services): Promise<SiteConfig> {
  const [settings, sampleData] = await Promise.all([readSiteSettings(s.db), s.admissions.sampleInUse()]);
  const { region } = s;
  const siteTitle = settings['site.title'] ?? DEFAULT_SITE_TITLE;
  const schoolName = settings['site.schoolName'] ?? '';
  return {
    siteTitle,
    schoolName,
    contactLine: settings['site.contactLine'] ?? '',
    filingNumber: settings['site.filingNumber'] ?? '',
    copyright: settings['site.copyright'] ?? `© ${region.currentYear} ${schoolName || siteTitle}`,
    qrCodes: {
      follow: settings['site.qrCode.follow'] ?? null,
      school: settings['site.qrCode.school'] ?? null,
    },
    navigation: {
      collegeIntro: {
        label: DEFAULT_NAVIGATION_LINKS.collegeIntro.label,
        url: settings['nav.collegeIntro.url'] ?? DEFAULT_NAVIGATION_LINKS.collegeIntro.url,
      },
      findMajor: {
        label: DEFAULT_NAVIGATION_LINKS.findMajor.label,
        url: settings['nav.findMajor.url'] ?? DEFAULT_NAVIGATION_LINKS.findMajor.url,
      },
    },
    region: { province: region.province, provinceFull: region.provinceFull },
    currentYear: region.currentYear,
    years: region.years.map((year) => ({
      year,
      categories: categoriesOf(region, year).map((c) => ({ name: c.name, track: c.track })),
      batches: batchesOf(region, year).map((b) => ({ ...b })),
      scoreLines: scoreLinesOf(region, year).map((l) => ({ ...l })),
    })),
    sampleData,
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

export function siteHandlers(s: Services): Pick<CallHandlers, 'getSiteConfig'> {
  return {
    getSiteConfig: () => s.cache.get('site:config', () => buildSiteConfig(s)),
  };
}
