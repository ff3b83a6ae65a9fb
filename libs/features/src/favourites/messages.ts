// Every interface text of the 收藏 button.
export const favouritesMessages = {
  add: '收藏',
  added: '已收藏',
  addedToast: '收藏成功',
  removedToast: '已取消收藏',
  loginFirst: '请先登录，登录后将自动收藏',
} as const;
