// The texts of 首页, loaded with its chunk (the shell's texts, which every page carries, are in ../messages.ts).
export const homeMessages = {
  heading: '高考志愿填报',
  intro: '查院校、查专业、看批次线与一分一段，结合往年录取数据，理性规划你的每一个志愿。',
  quickEntries: '快捷入口',
  entries: {
    news: { title: '高考公告', description: '招考政策与学校通知' },
    colleges: { title: '找学校', description: '按地区、层次、类型查院校' },
    majors: { title: '找专业', description: '门类、专业类与开设院校' },
    scoreLines: { title: '批次线', description: '历年各批次控制分数线' },
    rankTable: { title: '一分一段', description: '分数与位次互查、等位分' },
    simulate: { title: '模拟填报', description: '冲稳保推荐与志愿表' },
  },
} as const;
