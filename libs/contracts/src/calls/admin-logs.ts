/**
 * The back office's logs (admins only): 操作日志, the record of every staff write, and 短信记录, the messages
 * the outbox SMS driver kept (the only way a school without an SMS gateway reads the codes it sent).
 */
import { ADMIN_ONLY } from '../access.ts';
import { defineCall } from '../call.ts';
import { smsListData, smsListQuery } from '../schemas/admin.ts';
import { auditListData, auditListQuery } from '../schemas/audit.ts';

export const adminLogCalls = {
  listAudit: defineCall({
    method: 'GET',
    path: '/api/admin/audit/list',
    access: ADMIN_ONLY,
    summary: '操作日志：按操作人、操作类型、对象和日期检索，新的在前（只读，应用内无法修改或删除）',
    query: auditListQuery,
    response: auditListData,
  }),
  listSms: defineCall({
    method: 'GET',
    path: '/api/admin/sms/list',
    access: ADMIN_ONLY,
    summary: '短信记录：outbox 驱动保存的短信（一周内），按手机号、用途检索，新的在前，含验证码',
    query: smsListQuery,
    response: smsListData,
  }),
} as const;
