// Interface texts of the shared chart.
export const chartMessages = {
  showTable: '查看数据表',
  hideTable: '收起数据表',
  loading: '图表加载中…',
  unavailable: '图表暂时无法显示，数据见下表。',
} as const;
