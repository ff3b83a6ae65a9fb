// Texts of the comparison picker (院校对比, 专业对比).
export const compareMessages = {
  heading: '添加对比项',
  matches: '搜索结果',
  suggestions: '从我的收藏添加',
  search: '搜索',
  loading: '加载中…',
  noMatch: '没有找到匹配的结果',
  add: (name: string) => `加入对比：${name}`,
  addShort: '加入对比',
  added: (name: string) => `已加入：${name}`,
  addedShort: '已加入',
  full: (max: number) => `最多对比 ${max} 项，请先移除一项。`,
} as const;
