// What the volunteer tables say to people.
import { VOLUNTEER_TABLES_MAX } from '@zhiyuan/contracts';

export const VOLUNTEER_MESSAGES = {
  notFound: '志愿表不存在或已被删除',
  versionNotFound: '该版本不存在',
  tooMany: `志愿表数量已达上限（${VOLUNTEER_TABLES_MAX}张），请先删除一些`,
  stale: (current: number, edited: number) =>
    `志愿表已在别处修改（当前为第 ${current} 版，你编辑的是第 ${edited} 版），请刷新后再保存，以免覆盖新的修改`,
  raced: '志愿表刚刚在别处保存过，请刷新后再保存',
  saved: '志愿表已保存',
  removed: '志愿表已删除，可在已删除的志愿表中恢复',
  restored: (version: number) => `已恢复到第 ${version} 版`,
} as const;
