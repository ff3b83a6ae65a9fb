// Every interface text of 一分一段.
export const rankMessages = {
  title: '一分一段',
  intro: (region: string) =>
    `${region}普通高考一分一段表：分数与位次互查、往年等位分，以及完整的分数分布。2025年起物理类、历史类分别接续原理科、文科。`,
  filters: '年份与科类',
  year: '年份',
  category: '科类',
  score: {
    heading: '分数查位次',
    label: '分数',
    placeholder: '0–750',
    submit: '查位次',
    required: '请输入分数',
    result: (score: number) => `${score}分`,
    count: '同分人数',
    cumulative: '累计人数',
    range: '位次区间',
  },
  rank: {
    heading: '位次查分数',
    label: '位次',
    placeholder: '如 10000',
    submit: '查分数',
    required: '请输入位次',
    result: (rank: number) => `位次 ${rank.toLocaleString('zh-CN')}`,
    score: '对应分数',
    range: '该分数位次区间',
  },
  equivalent: {
    heading: '往年等位分',
    description: (year: number, category: string, score: number, rank: number) =>
      `${year}年${category} ${score}分（最低位次 ${rank.toLocaleString('zh-CN')}）在往年相同位次的分数：`,
    hint: '查询分数后，这里显示同一位次在往年的分数。',
    caption: '往年等位分',
    columns: { year: '年份', category: '科类', score: '等位分', note: '说明' },
    below: '低于该年表中最低分，取最低分',
    empty: '没有可比较的往年数据',
  },
  table: {
    heading: (year: number, category: string) => `${year}年${category}一分一段表`,
    candidates: (n: number) => `共 ${n.toLocaleString('zh-CN')} 人`,
    caption: (year: number, category: string) => `${year}年${category}一分一段表`,
    columns: { score: '分数', count: '同分人数', cumulative: '累计人数', range: '位次区间' },
    yours: '查询分数',
    chartLabel: (year: number, category: string) => `${year}年${category}分数分布（各分数人数）`,
    chartCaption: (year: number, category: string) => `${year}年${category}分数分布（每10分一段）`,
    bucket: '分数段',
    people: '人数',
    count: '人数',
    cumulative: '累计人数',
    empty: '暂无该年该科类的一分一段表',
  },
  rangeValue: (from: number, to: number) =>
    from === to
      ? from.toLocaleString('zh-CN')
      : `${from.toLocaleString('zh-CN')}–${to.toLocaleString('zh-CN')}`,
  people: (n: number) => `${n.toLocaleString('zh-CN')}人`,
  noYears: '暂无一分一段数据',
  loadFailed: '加载失败',
  retry: '重试',
  loading: '加载中…',
} as const;
