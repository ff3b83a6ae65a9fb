// Interface texts of 操作日志 and 短信记录.
import type { SmsPurpose } from '@zhiyuan/contracts';

export const adminLogsMessages = {
  readOnly: '只读：日志不能在后台修改或删除。',
  loading: (title: string) => `正在加载${title}`,
  audit: {
    title: '操作日志',
    search: '操作人（姓名或手机号）',
    empty: '没有找到操作记录',
    from: '开始日期',
    to: '结束日期',
    reversed: '结束日期不能早于开始日期',
    actor: (name: string, role: string, ip: string, targetType: string, targetId: string | number) =>
      `${name}（${role}）· IP ${ip} · 对象 ${targetType} #${targetId}`,
  },
  sms: {
    title: '短信记录',
    search: '手机号（可输入部分数字）',
    empty: '没有短信记录',
    purpose: '用途',
    allPurposes: '全部用途',
    caption: '短信列表',
    columns: ['时间', '手机号', '用途', '验证码', '内容'],
    purposes: { register: '注册', reset: '找回密码', bind: '绑定手机' } satisfies Record<SmsPurpose, string>,
  },
} as const;
