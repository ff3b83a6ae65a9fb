// The titles of the back office's routes: the menu, the tags view, the breadcrumb and the document title all
// show them. Kept here rather than taken from each page's feature, so the route table does not load the pages.
export const ROUTE_TITLES = {
  dashboard: '控制台',
  classes: '班级',
  classDesk: '班级工作台',
  content: '内容',
  gaokao: '高考公告',
  qjjh: '强基计划',
  college: '院校解读',
  major: '专业解读',
  edit: (section: string) => `编辑${section}`,
  carousel: '轮播图',
  catalog: '院校库与专业库',
  colleges: '院校库',
  majors: '专业库',
  siteSettings: '站点设置',
  import: '数据导入',
  users: '用户管理',
  logs: '日志',
  audit: '操作日志',
  sms: '短信记录',
  errorLog: '错误日志',
} as const;
