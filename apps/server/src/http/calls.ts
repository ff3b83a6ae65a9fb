// Registers one route per entry of the contract's `apiCalls` registry: its input schema, the envelope of its
// `data` as the 200 response, and its access rule. The handler table is typed over the whole registry, so a
// call without a handler is a compile error and the server cannot drift from the contract.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  ERROR_CODES,
  apiCalls,
  callInputKind,
  callInputSchema,
  envelope,
  ok,
  type ApiCallName,
  type ApiCalls,
  type CallAccess,
  type CallData,
  type CallDefinition,
  type CallParsedInput,
} from '@zhiyuan/contracts';
import type { AuthContext } from '../modules/auth/access.ts';
import { AppError } from './app-error.ts';
import type { RateLimitRule } from './rate-limits.ts';

/** What a handler receives. `auth` is the signed-in session for protected calls, `null` for public ones. */
export interface CallContext<C extends CallDefinition> {
  input: CallParsedInput<C>;
  auth: C['access'] extends 'public' ? null : AuthContext;
  /** The session behind the request's token, if any (public calls that care: checkLogin, loginOut). */
  currentAuth(): Promise<AuthContext | null>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers with the call's `data`; failures are thrown as AppError. */
export type CallHandler<C extends CallDefinition> = (context: CallContext<C>) => Promise<CallData<C>>;

/** One handler per call of the registry. */
export type CallHandlers = { [K in ApiCallName]: CallHandler<ApiCalls[K]> };

/** Success messages other than the default 操作成功. */
const SUCCESS_MESSAGES: Partial<Record<ApiCallName, string>> = {
  login: '登录成功',
  loginOut: '退出成功',
  register: '注册成功',
  resetPassword: '密码已重置，请使用新密码登录',
  updatePassword: '密码修改成功',
  registerSendPhoneCode: '验证码已发送',
  resetPasswordSendCode: '验证码已发送',
  sendBindPhoneCode: '验证码已发送',
  bindPhone: '手机号绑定成功',
  collectWeb: '收藏成功',
  removeCollection: '已取消收藏',
};

/** Route config every API route carries; the authorization test reads `access` back from the app. */
export interface ApiRouteConfig {
  access: CallAccess;
  callName: string;
}

export interface RegisterCallsOptions {
  /** Resolves the request's session and enforces the call's access rule (throws 100401 / 100403). */
  authorize(request: FastifyRequest, access: CallAccess): Promise<AuthContext | null>;
  /** Loads the session behind the request's token without enforcing anything. */
  authenticate(request: FastifyRequest): Promise<AuthContext | null>;
  /** Per-IP limits by call; calls without an entry are not limited per IP. */
  rateLimits: Partial<Record<ApiCallName, RateLimitRule>>;
}

/** Whether any string in `value` (or any key of its objects) contains U+0000. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function registerCalls(
  app: FastifyInstance,
  handlers: CallHandlers,
  options: RegisterCallsOptions,
): void {
  app.decorateRequest('auth', null);
  for (const name of Object.keys(apiCalls) as ApiCallName[]) {
    const call: CallDefinition = apiCalls[name];
    // Each entry of the mapped table matches its own call; TypeScript cannot follow that through the loop.
    const handler = handlers[name] as unknown as CallHandler<CallDefinition>;
    const kind = callInputKind(call);
    const inputSchema = callInputSchema(call);
    const schema: Record<string, unknown> = { response: { 200: envelope(call.response) } };
    if (kind && inputSchema) schema[kind === 'query' ? 'querystring' : kind] = inputSchema;
    const rateLimit = options.rateLimits[name];
    const config: ApiRouteConfig & { rateLimit?: RateLimitRule } = { access: call.access, callName: name };
    if (rateLimit) config.rateLimit = rateLimit;
    const message = SUCCESS_MESSAGES[name];

    const route: RouteOptions = {
      method: call.method,
      url: call.path,
      schema,
      config,
      // Before the body is parsed: an anonymous caller learns 100401, not what its body got wrong. Runs
      // after the per-IP limit (an onRequest hook), so a flood costs no session lookups.
      preParsing: async (request) => {
        request.auth = await options.authorize(request, call.access);
      },
      // PostgreSQL cannot store U+0000 in text; refuse it for both databases before any handler sees it.
      preValidation: async (request) => {
        if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
          throw new AppError(ERROR_CODES.badRequest, '请求中包含不允许的字符');
        }
      },
      handler: async (request, reply) => {
        const input =
          kind === 'body'
            ? request.body
            : kind === 'query'
              ? request.query
              : kind === 'params'
                ? request.params
                : undefined;
        const data = await handler({
          input: input as CallParsedInput<CallDefinition>,
          auth: request.auth as never,
          currentAuth: async () => request.auth ?? (await options.authenticate(request)),
          request,
          reply,
        });
        return message === undefined ? ok(data) : ok(data, message);
      },
    };
    app.route(route);
  }
}
