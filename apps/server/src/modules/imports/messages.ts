// What the imports module answers in Chinese.
export const IMPORT_MESSAGES = {
  runNotFound: '导入记录不存在',
  notUndoable: (label: string) => `${label}的导入不能撤销：其他数据引用了它写入的内容`,
  alreadyUndone: '这次导入已经撤销过了',
  notLatest: '只能撤销该类数据最近一次导入',
  nothingSaved: '这次导入没有保存导入前的数据，不能撤销',
  undone: (label: string, removed: number, restored: number) =>
    `已撤销${label}的导入：移除 ${removed} 条，恢复导入前的 ${restored} 条`,
} as const;
