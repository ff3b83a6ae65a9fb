// Every interface text of the announcements (高考公告, 强基计划): the list, the announcement page with its
// print preview, and the latest announcements of the home page.
export const newsMessages = {
  categories: { gaokao: '高考公告', qjjh: '强基计划' },
  searchLabel: '搜索公告',
  searchPlaceholder: '输入标题或内容关键字',
  resultsFor: (keyword: string, total: number) => `“${keyword}”的搜索结果：共 ${total} 条`,
  listLabel: (category: string) => `${category}列表`,
  loading: '正在加载公告…',
  loadFailed: '公告加载失败',
  empty: '暂无公告',
  emptySearch: (keyword: string) => `没有找到与“${keyword}”相关的公告`,
  publishedAt: '发布日期',
  notFound: '公告不存在或已被删除',
  notFoundDescription: '请返回公告列表查看其他公告。',
  backToList: (category: string) => `返回${category}`,
  print: '打印',
  printTitle: '打印预览',
  more: '更多',
  moreOf: (category: string) => `查看更多${category}`,
  sampleNote: '标注“示例数据”的公告为系统自带的示例内容，并非官方发布，请以官方公布为准。',
} as const;
