// @zhiyuan/feature-admin-logs — 操作日志 and 短信记录 (admins only, read-only).
export { AuditLogPage } from './audit-log-page.tsx';
export { SMS_PURPOSE_LABELS, SmsLogPage } from './sms-log-page.tsx';
