// 站点设置 as one form: the stored keys (./settings.ts) read into the form the back office edits, the form
// written back as keys, and the defaults an empty field shows (当前年份's is the region config's year). The
// site config reads the same keys.
import {
  DEFAULT_NAVIGATION_LINKS,
  DEFAULT_SITE_TITLE,
  type SiteSettings,
  type SiteSettingsData,
} from '@zhiyuan/contracts';
import type { RegionConfig, YearRange } from '@zhiyuan/dataset';
import { currentYearOf } from './current-year.ts';
import type { StoredSettings } from './settings.ts';

/** The copyright line an empty one becomes. */
export function defaultCopyright(year: number, stored: StoredSettings): string {
  return `© ${year} ${stored['site.schoolName'] || stored['site.title'] || DEFAULT_SITE_TITLE}`;
}

/** The two navigation links, set or default. */
export function navigationOf(stored: StoredSettings): SiteSettings['navigation'] {
  return {
    collegeIntro: {
      label: stored['nav.collegeIntro.label'] ?? DEFAULT_NAVIGATION_LINKS.collegeIntro.label,
      url: stored['nav.collegeIntro.url'] ?? DEFAULT_NAVIGATION_LINKS.collegeIntro.url,
    },
    findMajor: {
      label: stored['nav.findMajor.label'] ?? DEFAULT_NAVIGATION_LINKS.findMajor.label,
      url: stored['nav.findMajor.url'] ?? DEFAULT_NAVIGATION_LINKS.findMajor.url,
    },
  };
}

/**
 * The form as saved ('' and null for what is unset; the links and 当前年份 always as they show), with the
 * range 当前年份 may take.
 */
export function settingsForm(
  stored: StoredSettings,
  region: RegionConfig,
  currentYearRange: YearRange,
): SiteSettingsData {
  const year = currentYearOf(stored, region);
  return {
    settings: {
      schoolName: stored['site.schoolName'] ?? '',
      siteTitle: stored['site.title'] ?? '',
      contactLine: stored['site.contactLine'] ?? '',
      copyright: stored['site.copyright'] ?? '',
      filingNumber: stored['site.filingNumber'] ?? '',
      qrCodes: {
        follow: stored['site.qrCode.follow'] ?? null,
        school: stored['site.qrCode.school'] ?? null,
      },
      navigation: navigationOf(stored),
      currentYear: year,
    },
    defaults: {
      siteTitle: DEFAULT_SITE_TITLE,
      copyright: defaultCopyright(year, stored),
      navigation: {
        collegeIntro: { ...DEFAULT_NAVIGATION_LINKS.collegeIntro },
        findMajor: { ...DEFAULT_NAVIGATION_LINKS.findMajor },
      },
      currentYear: region.currentYear,
    },
    currentYearRange,
  };
}

/** The form as the keys it is stored under ('' clears a key). */
export function settingsEntries(form: SiteSettings): Required<StoredSettings> {
  return {
    'site.title': form.siteTitle,
    'site.schoolName': form.schoolName,
    'site.contactLine': form.contactLine,
    'site.filingNumber': form.filingNumber,
    'site.copyright': form.copyright,
    'site.qrCode.follow': form.qrCodes.follow ?? '',
    'site.qrCode.school': form.qrCodes.school ?? '',
    'nav.collegeIntro.label': form.navigation.collegeIntro.label,
    'nav.collegeIntro.url': form.navigation.collegeIntro.url,
    'nav.findMajor.label': form.navigation.findMajor.label,
    'nav.findMajor.url': form.navigation.findMajor.url,
    'site.currentYear': String(form.currentYear),
  };
}
