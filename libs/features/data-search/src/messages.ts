// Every interface text of 大数据查询 (/data-search/data-search).
const n = (value: number) => value.toLocaleString('zh-CN');

export const dataSearchMessages = {
  title: '大数据查询',
  intro: (region: string) =>
    `查询${region}历年普通类录取数据：按年份、科类、批次、院校、地区、标签、分数和位次筛选，可排序、导出，并查看分数分布和院校历年走势。`,
  loading: '加载中…',
  loadFailed: '加载失败',
  retry: '重试',
  dash: '—',
  filters: {
    label: '查询条件',
    year: '年份',
    category: '科类',
    batch: '批次',
    scope: '数据范围',
    scopes: { unit: '院校/专业组', major: '专业', all: '全部' },
    keyword: '关键词',
    keywordPlaceholder: '院校名称、简称或拼音；按专业查询时也可输入专业名称',
    province: '院校所在省份',
    tags: '院校标签',
    score: '最低分范围',
    scoreMin: '最低分不低于',
    scoreMax: '最低分不高于',
    rank: '最低位次范围',
    rankMin: '最低位次不小于',
    rankMax: '最低位次不大于',
    all: '全部',
    submit: '查询',
    reset: '清空条件',
    rangeScore: '分数应为0到750之间的数',
    rangeRank: '位次应为正整数',
  },
  results: {
    heading: '查询结果',
    total: (count: number) => `共 ${n(count)} 条`,
    caption: '录取数据',
    empty: '没有符合条件的录取数据',
    columns: {
      year: '年份',
      category: '科类',
      batch: '批次',
      college: '院校',
      place: '所在地',
      group: '专业组',
      major: '专业',
      plan: '计划数',
      minScore: '最低分',
      avgScore: '平均分',
      minRank: '最低位次',
    },
    scopes: { 院校: '院校', 专业组: '专业组', 专业: '' } as Record<string, string>,
    trend: (college: string) => `查看${college}历年走势`,
    trendShort: '走势',
  },
  exports: {
    heading: '导出',
    csv: '导出 CSV',
    xlsx: '导出 Excel',
    csvLabel: '导出当前查询结果为 CSV 文件',
    xlsxLabel: '导出当前查询结果为 Excel 文件',
    limit: (max: number) => `导出当前条件下的全部结果（不分页），最多 ${n(max)} 条，超出部分不导出。`,
  },
  distribution: {
    heading: '最低分分布',
    label: (count: number, total: number) =>
      count < total ? `按当前排序前 ${n(count)} 条结果的最低分分布` : `当前 ${n(count)} 条结果的最低分分布`,
    caption: '最低分分布（每10分一段）',
    band: '分数段',
    count: '条数',
    note: (count: number, total: number) =>
      count < total
        ? `结果较多，图中只统计按当前排序的前 ${n(count)} 条（共 ${n(total)} 条）。`
        : `统计当前结果全部 ${n(count)} 条。`,
    empty: '没有可统计的结果',
    rows: (count: number) => `${n(count)} 条`,
  },
  trend: {
    headingPending: '院校历年走势',
    hint: '在结果表中点击院校旁的“走势”，查看该校在本地区的历年最低分和最低位次。',
  },
} as const;
