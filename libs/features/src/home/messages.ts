// Every interface text of the home page's own pieces: the carousel, the batch lines of the year and the
// rank lookup box.
export const homeMessages = {
  carousel: '首页轮播图',
  lines: {
    heading: (year: number | null) => (year ? `${year}年批次线` : '批次线'),
    caption: (year: number, category: string) => `${year}年${category}批次线`,
    batch: '批次/控制线',
    score: '分数线',
    more: '查看历年批次线',
    loading: '正在加载批次线…',
    loadFailed: '批次线加载失败',
    empty: '暂无批次线数据',
    notThisYear: (current: number, year: number) => `${current}年批次线尚未公布，以下为${year}年数据。`,
  },
  rank: {
    heading: '位次查询',
    description: (year: number | null) =>
      year ? `输入高考总分，查询在${year}年一分一段表中的位次。` : '输入高考总分，查询在一分一段表中的位次。',
    score: '高考总分',
    scorePlaceholder: '0–750',
    category: '科类',
    categoryPlaceholder: '请选择科类',
    submit: '查询位次',
    scoreRequired: '请输入高考总分',
    scoreInvalid: '总分应为0到750之间的数字',
    categoryRequired: '请选择科类',
    result: (year: number, category: string, score: number) => `${year}年${category} ${score}分`,
    rank: '位次',
    rankRange: (from: string, to: string) => (from === to ? from : `${from}–${to}`),
    count: (count: string) => `同分人数 ${count} 人`,
    details: '查看一分一段表详情',
    loading: '查询中…',
    failed: '查询失败，请稍后重试',
    noData: '暂无一分一段数据',
  },
  retry: '重试',
} as const;
