// Every interface text of 选科查询.
export const electivesMessages = {
  title: '选科查询',
  intro: (year: number) =>
    `选择首选科目和两门再选科目，查看${year}年招生计划中可以报考和不能报考的院校专业组，以及各组的选科要求。`,
  honesty: '以各校公布的招生计划为准；选科要求以考试院发布的为最终依据。',
  form: {
    heading: '选科组合',
    category: '首选科目',
    electives: '再选科目',
    electivesHint: '选择两门',
    keyword: '院校或专业',
    keywordPlaceholder: '输入院校或专业名称',
    search: '查询',
    province: '院校所在省份',
    all: '全部',
    tags: '院校标签',
    reset: '清除筛选',
  },
  start: '请选择两门再选科目。',
  results: {
    heading: '查询结果',
    tabs: '可报与不可报',
    allowed: (n: number) => `可报 ${n}`,
    denied: (n: number) => `不可报 ${n}`,
    total: (n: number) => `共 ${n} 个院校专业组`,
    caption: (subjects: string, allowed: boolean) =>
      `${subjects}${allowed ? '可以报考' : '不能报考'}的院校专业组`,
    empty: '没有符合条件的院校专业组',
    columns: {
      college: '院校',
      place: '所在地',
      group: '专业组',
      requirement: '选科要求',
      missing: '缺少',
      plan: '计划人数',
      majors: '专业',
    },
    group: (code: string | null) => (code === null ? '—' : `${code}组`),
    missing: (subjects: readonly string[]) => `缺少${subjects.join('、')}`,
    majors: (names: readonly string[]) => names.join('、'),
  },
} as const;
