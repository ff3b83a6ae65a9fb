// Every interface text of 批次线: the page, and the card of the home page.
export const scoreLinesMessages = {
  title: '批次线',
  intro: (region: string) =>
    `${region}历年普通高校招生批次控制分数线。2025年起实行新高考，物理类、历史类分别接续原理科、文科。`,
  filters: '筛选',
  track: '科类',
  year: '年份',
  allYears: '全部年份',
  chartHeading: '历年走势',
  /** Beside the year of a generated line, where real and generated lines share the table. */
  sampleMark: '示例',
  sampleRows: '标“示例”的是示例数据（那一年还没有导入正式的批次线）；其余为正式公布的分数线。',
  chartLabel: (track: string) => `${track}历年批次线走势`,
  chartCaption: (track: string) => `${track}历年批次线（分）`,
  valueName: '分数线',
  unit: '分',
  tableHeading: '批次线明细',
  caption: (track: string) => `${track}批次线明细`,
  empty: '暂无批次线数据',
  columns: { year: '年份', category: '科类', batch: '批次/控制线', kind: '类型', score: '分数线' },
  loading: '加载中…',
  /** The lines of the categories without a 一分一段 table (艺术类, 体育类, 对口招生), one section each. */
  professional: {
    intro: (year: number) =>
      `${year}年艺术类、体育类和对口招生的控制分数线：按专业类别，文化课和专业课两个分数都要达到（没有专业课分数的只看文化课）。`,
    caption: (year: number, category: string) => `${year}年${category}控制分数线`,
    columns: { batch: '批次/控制线', culture: '文化课', professional: '专业课' },
    /** A line with one score (most of 对口招生): nothing in the 专业课 column. */
    none: '—',
    noneLabel: '无专业课分数线',
  },
  /** The card of the home page: this year's lines (or the latest published). */
  latest: {
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
} as const;
