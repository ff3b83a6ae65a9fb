// The site config of the data fixtures: Inner Mongolia's years 2021–2025 (the 2025 reform's 物理类/历史类 and
// 院校专业组 batches), as the server's site call answers it.
import type { SiteConfig, SiteYear } from '@zhiyuan/contracts';

const oldYear = (year: number): SiteYear => ({
  year,
  categories: [
    { name: '理科', track: '物理' },
    { name: '文科', track: '历史' },
  ],
  batches: [
    {
      name: '本科提前批',
      level: '本科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科二批',
      advance: true,
    },
    {
      name: '本科一批',
      level: '本科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科一批',
      advance: false,
    },
    {
      name: '本科二批',
      level: '本科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科二批',
      advance: false,
    },
    {
      name: '高职专科批',
      level: '专科',
      unit: '院校',
      choices: 6,
      majorsPerChoice: 6,
      adjustment: true,
      line: '高职专科批',
      advance: false,
    },
  ],
  scoreLines: [
    { name: '本科一批', kind: '批次线' },
    { name: '本科二批', kind: '批次线' },
    { name: '高职专科批', kind: '批次线' },
  ],
});

const newYear = (year: number): SiteYear => ({
  year,
  categories: [
    { name: '物理类', track: '物理' },
    { name: '历史类', track: '历史' },
  ],
  batches: [
    {
      name: '本科提前批',
      level: '本科',
      unit: '院校专业组',
      choices: 20,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科批',
      advance: true,
    },
    {
      name: '本科批',
      level: '本科',
      unit: '院校专业组',
      choices: 45,
      majorsPerChoice: 6,
      adjustment: true,
      line: '本科批',
      advance: false,
    },
    {
      name: '高职(专科)批',
      level: '专科',
      unit: '院校专业组',
      choices: 45,
      majorsPerChoice: 6,
      adjustment: true,
      line: '高职(专科)批',
      advance: false,
    },
  ],
  scoreLines: [
    { name: '特殊类型招生控制线', kind: '控制线' },
    { name: '本科批', kind: '批次线' },
    { name: '高职(专科)批', kind: '批次线' },
  ],
});

export const siteConfigFixture: SiteConfig = {
  siteTitle: '高考志愿填报系统',
  schoolName: '包头市第一中学',
  contactLine: '0472-5123456',
  filingNumber: '蒙ICP备00000000号',
  copyright: '© 2026 包头市第一中学',
  qrCodes: { follow: null, school: null },
  navigation: {
    collegeIntro: { label: '院校介绍', url: 'https://gaokao.chsi.com.cn/sch/' },
    findMajor: { label: '找专业', url: 'https://gaokao.chsi.com.cn/zyk/zybk/' },
  },
  region: { province: '内蒙古', provinceFull: '内蒙古自治区' },
  currentYear: 2026,
  years: [oldYear(2021), oldYear(2022), oldYear(2023), oldYear(2024), newYear(2025)],
  sampleData: true,
  sampleBadge: '示例数据',
  attributions: {
    universities: {
      text: '来源：中华人民共和国教育部《全国普通高等学校名单》',
      url: 'https://www.moe.gov.cn/',
    },
    majors: { text: '来源：中华人民共和国教育部《普通高等学校本科专业目录（2026年）》', url: null },
    eliteTags: { text: '来源：教育部“985工程”“211工程”学校名单及“双一流”建设高校名单', url: null },
    divisions: { text: '来源：国家统计局统计用区划代码', url: null },
    official: { text: '来源：内蒙古自治区教育招生考试中心', url: 'https://www.nm.zsks.cn/' },
    sample: {
      text: '示例数据：按固定种子生成，仅用于演示，并非内蒙古自治区教育招生考试中心发布的数据；请以官方公布为准。',
      url: null,
    },
  },
};
