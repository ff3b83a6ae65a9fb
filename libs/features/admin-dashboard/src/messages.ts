// Interface texts of 控制台.
export const adminDashboardMessages = {
  title: '控制台',
  loading: '正在加载控制台',
  students: '注册学生',
  saves: '本周保存的志愿表',
  since: (day: string) => `自 ${day} 起`,
  logins: '今日登录',
  dataStatus: '数据状态',
  lastImports: '最近导入',
  noImports: '还没有导入过数据',
  lastImport: (label: string, at: string, rows: number, fileName: string | null) =>
    `${label}：${at}，${rows} 行${fileName ? `（${fileName}）` : ''}`,
} as const;
