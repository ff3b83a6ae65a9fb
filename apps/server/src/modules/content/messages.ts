// What the content area says (site and back office).
export const CONTENT_MESSAGES = {
  newsNotFound: '公告不存在',
  articleNotFound: '文章不存在',
  notFound: '内容不存在',
  inRecycleBin: '内容在回收站中，请先恢复',
  notInRecycleBin: '内容不在回收站中',
  collegeUnknown: '关联对象不是院校库中的院校',
  majorUnknown: '关联对象不是专业目录中的专业',
} as const;
