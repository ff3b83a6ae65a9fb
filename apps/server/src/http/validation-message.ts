// Turns schema validation issues into one Chinese message that names the offending field, e.g.
// 请输入正确的手机号码（字段 phone）. The rule messages come from @zhiyuan/contracts (which sets zod's Chinese locale).
import type { FastifySchemaValidationError } from 'fastify';

const PART_LABEL: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = issues[0];
  const part = PART_LABEL[context ?? ''] ?? '请求';
  if (!first) return `${part}不正确`;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? '不正确';
  return field ? `${message}（字段 ${field}）` : `${part}不正确：${message}`;
}
