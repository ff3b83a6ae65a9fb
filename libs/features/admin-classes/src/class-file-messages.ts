// Interface texts of 导入名单 and 导入成绩 on the class desk.
import type { RosterOutcome } from '@zhiyuan/contracts';

export const classFileMessages = {
  open: { roster: '导入名单', scores: '导入成绩' },
  close: '收起',
  roster: {
    heading: '导入班级名单',
    explain:
      '学校现有的名单表（姓名、手机号）即可。新手机号会建立学生账号并加入本班，学生首次登录时在网站登录框点「忘记密码」用短信验证码设置密码；已注册的手机号不会被加入，请学生本人用加入码加入。',
    fileHint: 'CSV 或 XLSX，至少包含「姓名」「手机号」两列，最多 200 行',
  },
  scores: {
    heading: '导入本班考试成绩',
    explain:
      '学校下发的成绩表：考号（或姓名）、总分，位次公布后再填。按学生资料中的考生号匹配，没有考号时按本班唯一的姓名匹配。',
    fileHint: 'CSV 或 XLSX，包含「考号」或「姓名」、「总分」，可选「位次」',
  },
  examName: '考试名称',
  examNameHint: '如 2026届一模；同一考试再次导入会替换上次的成绩',
  examNameRequired: '请输入考试名称',
  file: '文件',
  fileRequired: '请选择要上传的文件',
  fileType: '只支持 .csv 或 .xlsx 文件',
  fileTooLarge: '文件不能超过 2 MB',
  dryRun: '校验（试运行）',
  checking: '正在校验…',
  confirm: '确认导入',
  writing: '正在导入…',
  confirmHint: '先校验：校验通过后才能确认导入；有任何问题时不会写入任何数据。',
  reportHeading: '校验结果',
  writtenHeading: '导入结果',
  fileLine: (name: string, rows: number) => `${name}：共 ${rows} 行数据`,
  rosterCaption: '名单各行的处理',
  rosterColumns: ['行号', '姓名', '手机号', '处理'],
  outcomes: {
    new: '新建账号并加入本班',
    inClass: '已在本班',
    hasAccount: '已有账号，未加入（请学生用加入码加入）',
  } satisfies Record<RosterOutcome, string>,
  scoresCaption: '成绩各行匹配到的学生',
  scoresColumns: ['行号', '学生', '总分', '位次'],
  rankUnpublished: '未公布',
} as const;
