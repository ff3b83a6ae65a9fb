// Names the field of a failed input in Chinese: the message of a schema issue or of a handler's fieldError,
// with the field's label (from the call's own schema, else the contract's label table) when the message does
// not already say it — 请输入正确的手机号码, 原密码错误, 年份：年份应为2000到2100之间的整数 — and the field's path
// for `data.field`, so a form can put the message beside the field.
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import {
  apiCalls,
  callInputSchema,
  fieldMessage,
  fieldName,
  parseFieldPath,
  type ApiCallName,
} from '@zhiyuan/contracts';
import type { ApiRouteConfig } from './calls.ts';

const PART_LABEL: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** The input schema of the call the request was routed to, if it is one of the contract's. */
function inputSchemaOf(request: FastifyRequest) {
  const name = (request.routeOptions.config as Partial<ApiRouteConfig> | undefined)?.callName;
  return name && Object.hasOwn(apiCalls, name) ? callInputSchema(apiCalls[name as ApiCallName]) : undefined;
}

/** A message about `field` (a dotted path) that names it in Chinese. */
export function messageForField(request: FastifyRequest, field: string, message: string): string {
  return fieldMessage(fieldName(inputSchemaOf(request), parseFieldPath(field)), message);
}

/** The first schema issue as a Chinese message, and the path of its field ('' for the input as a whole). */
export function validationFailure(
  request: FastifyRequest,
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): { message: string; field: string } {
  const first = issues[0];
  const part = PART_LABEL[context ?? ''] ?? '请求';
  if (!first) return { message: `${part}不正确`, field: '' };
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? '不正确';
  if (!field) return { message: `${part}不正确：${message}`, field };
  return { message: messageForField(request, field, message), field };
}
