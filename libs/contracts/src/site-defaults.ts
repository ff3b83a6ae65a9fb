/** The site's texts when staff have set none, free of zod (re-exported by ./schemas/site.ts). */

/** The browser title when staff have set none. */
export const DEFAULT_SITE_TITLE = '高考志愿填报系统';

/** The defaults of the two external navigation links (阳光高考's college and major libraries). */
export const DEFAULT_NAVIGATION_LINKS = {
  collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
  findMajor: { label: '找专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
} as const satisfies Record<string, { label: string; url: string }>;
