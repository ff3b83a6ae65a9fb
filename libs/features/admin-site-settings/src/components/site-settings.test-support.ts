// The fake server's 站点设置 for this feature's tests and stories.
import type { SiteSettings, SiteSettingsData } from '@zhiyuan/contracts';
import type { FakeHandlers } from '@zhiyuan/feature-testing';

export const QR_PICTURE = `/media/${'e'.repeat(64)}.png`;

export function settingsData(overrides: Partial<SiteSettings> = {}): SiteSettingsData {
  return {
    settings: {
      schoolName: '',
      siteTitle: '',
      contactLine: '',
      copyright: '',
      filingNumber: '',
      qrCodes: { follow: null, school: null },
      navigation: {
        collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
        findMajor: { label: '查专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
      },
      currentYear: 2026,
      ...overrides,
    },
    defaults: {
      siteTitle: '高考志愿填报系统',
      copyright: 'Copyright © 2026 高考志愿填报系统',
      navigation: {
        collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
        findMajor: { label: '查专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
      },
      currentYear: 2026,
    },
    currentYearRange: { min: 2021, max: 2027 },
  };
}

export function siteSettingsHandlers(initial = settingsData()): FakeHandlers {
  let data = initial;
  return {
    getSiteSettings: () => data,
    saveSiteSettings: ({ body }) => {
      data = { ...data, settings: body as SiteSettings };
      return data;
    },
    uploadMedia: () => ({ url: QR_PICTURE, sha256: 'e'.repeat(64), contentType: 'image/png', bytes: 68 }),
  };
}
