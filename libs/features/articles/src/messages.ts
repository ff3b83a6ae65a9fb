// Every interface text of the interpretation articles (专业解读, 院校解读): the list and the reading view.
export const articlesMessages = {
  kinds: { major: '专业解读', college: '院校解读' },
  searchLabel: (kind: string) => `搜索${kind}`,
  searchPlaceholder: '输入标题、院校或专业名称',
  resultsFor: (keyword: string, total: number) => `“${keyword}”的搜索结果：共 ${total} 篇`,
  listLabel: (kind: string) => `${kind}文章列表`,
  loading: '正在加载文章…',
  loadFailed: '文章加载失败',
  empty: '暂无文章',
  emptySearch: (keyword: string) => `没有找到与“${keyword}”相关的文章`,
  publishedAt: '发布日期',
  read: (title: string) => `阅读全文：${title}`,
  readMore: '阅读全文',
  backToList: (kind: string) => `返回${kind}列表`,
  notFound: '文章不存在或已被删除',
  notFoundDescription: '请返回列表查看其他文章。',
  relatedCollege: '相关院校',
  relatedMajor: '相关专业',
  sampleNote:
    '标注“示例数据”的文章为系统自带的示例内容，并非官方发布，请以各高校和招生考试机构公布的信息为准。',
} as const;
