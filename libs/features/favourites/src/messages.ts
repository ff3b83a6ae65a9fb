// Every interface text of the favourites: the 收藏 button and 我的收藏.
export const favouritesMessages = {
  add: '收藏',
  added: '已收藏',
  addedToast: '收藏成功',
  removedToast: '已取消收藏',
  loginFirst: '请先登录，登录后将自动收藏',
  panel: {
    heading: '我的收藏',
    empty: '还没有收藏',
    emptyKind: (kind: string) => `还没有收藏${kind}`,
    kinds: { college: '院校', major: '专业', article: '文章' },
    remove: '取消收藏',
    removeLabel: (title: string) => `取消收藏“${title}”`,
    collectedAt: (date: string) => `收藏于 ${date}`,
    loadFailed: '加载失败，请稍后重试',
  },
} as const;
