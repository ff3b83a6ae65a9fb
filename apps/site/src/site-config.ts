// What the shell shows before (and where) the server's site configuration gives nothing: the defaults of the
// title, school and the two external navigation links. GET /api/site/config overrides them when it exists.
export interface SiteConfig {
  siteTitle: string;
  schoolName: string;
  contactLine: string;
  filingNumber: string;
  officialAccountQrUrl: string | null;
  volunteerQrUrl: string | null;
  schoolQrUrl: string | null;
  collegeIntroUrl: string;
  majorsUrl: string;
}

export const defaultSiteConfig: SiteConfig = {
  siteTitle: '高考志愿填报系统',
  schoolName: '内蒙古某中学',
  contactLine: '',
  filingNumber: '',
  officialAccountQrUrl: null,
  volunteerQrUrl: null,
  schoolQrUrl: null,
  collegeIntroUrl: 'https://gaokao.chsi.com.cn/sch/',
  majorsUrl: 'https://gaokao.chsi.com.cn/zyk/zybk/',
};
