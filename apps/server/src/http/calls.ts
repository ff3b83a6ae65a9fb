// Registers one route per entry of the contract's `apiCalls` registry: its input schema, the envelope of its
// `data` as the 200 response, and its access rule. The handler table is typed over the whole registry, so a
// call without a handler is a compile error and the server cannot drift from the contract. Upload calls get
// multipart parsing (in their own plugin scope, so no other route accepts it) with the call's size limit;
// download calls answer with the file (whole or streamed) instead of the envelope. Staff writes (a role
// list and a method other than GET) get a recorder for their one audit entry, bound to the request.
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  ERROR_CODES,
  type FileDownload,
  apiCalls,
  auditAction,
  callInputKind,
  callInputSchema,
  callSideQuerySchema,
  envelope,
  ok,
  type ApiCallName,
  type ApiCalls,
  type CallAccess,
  type CallData,
  type CallDefinition,
  type CallParsedInput,
  isAuditedCall,
  type Role,
} from '@zhiyuan/contracts';
import type { Audit, AuditWrite } from '../modules/audit/index.ts';
import type { AuthContext } from '../modules/auth/index.ts';
import { AppError, fieldError } from './app-error.ts';
import type { RateLimitRule } from './rate-limits.ts';

/** Whether a call is a staff write (see `isAuditedCall`), as a type. */
type IsAudited<C extends CallDefinition> = C['method'] extends 'GET'
  ? false
  : C['access'] extends readonly Role[]
    ? true
    : false;

/** What a handler receives. `auth` is the signed-in session for protected calls, `null` for public ones. */
export interface CallContext<C extends CallDefinition> {
  input: CallParsedInput<C>;
  auth: C['access'] extends 'public' ? null : AuthContext;
  /**
   * A staff write's recorder: call it once, inside the write's transaction, with what changed (a failed
   * write then records nothing). `null` for every other call.
   */
  audit: IsAudited<C> extends true ? AuditWrite : null;
  /** The session behind the request's token, if any (public calls that care: checkLogin, loginOut). */
  currentAuth(): Promise<AuthContext | null>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The uploaded file of an upload call (null for other calls). */
  upload: UploadedFile | null;
  /** Replaces the success message (操作成功 by default). */
  setMessage(message: string): void;
}

/** A file received by an upload call. */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
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
  authorize(request: FastifyRequest, access: CallAccess, callName: ApiCallName): Promise<AuthContext | null>;
  /** Loads the session behind the request's token without enforcing anything. */
  authenticate(request: FastifyRequest): Promise<AuthContext | null>;
  /** Per-IP limits by call; calls without an entry are not limited per IP. */
  rateLimits: Partial<Record<ApiCallName, RateLimitRule>>;
  /** The audit log's recorders for staff writes. */
  audit: Pick<Audit, 'writerFor'>;
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

const MB = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError(ERROR_CODES.payloadTooLarge, `上传的文件过大（最大 ${Math.round(maxBytes / MB)} MB）`);

/**
 * Reads the one file of an upload call; multipart problems become 100400 / 100413 answers. The part's
 * `truncated` flag is checked once the stream has ended: when the limit falls exactly on a chunk boundary,
 * busboy sets the flag without handing over a last, cut chunk, and `toBuffer()` returns the first
 * `maxBytes` as if they were the whole file.
 */
async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fieldError(field, '请以 multipart/form-data 方式上传文件');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw fieldError(field, '请选择要上传的文件');
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > maxBytes) throw tooLarge(maxBytes);
    if (bytes.length === 0) throw fieldError(field, '上传的文件是空的');
    return { fileName: part.filename, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge(maxBytes);
    throw fieldError(field, '上传的内容不完整或格式不正确');
  }
}

/** `attachment` with the UTF-8 name (RFC 6266) and a plain-ASCII fallback for old clients. */
function contentDisposition(fileName: string): string {
  const extension = /\.[A-Za-z0-9]+$/.exec(fileName)?.[0] ?? '';
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '').trim();
  const fallback = ascii.length > extension.length ? ascii : `download${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
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
    const schema: Record<string, unknown> = call.download
      ? {}
      : { response: { 200: envelope(call.response) } };
    if (kind && inputSchema) schema[kind === 'query' ? 'querystring' : kind] = inputSchema;
    const sideQuery = callSideQuerySchema(call);
    if (sideQuery) schema.querystring = sideQuery;
    const rateLimit = options.rateLimits[name];
    const config: ApiRouteConfig & { rateLimit?: RateLimitRule } = { access: call.access, callName: name };
    if (rateLimit) config.rateLimit = rateLimit;
    const successMessage = SUCCESS_MESSAGES[name];
    const upload = call.upload;
    const action = isAuditedCall(call) ? auditAction(call.path) : null;

    const route: RouteOptions = {
      method: call.method,
      url: call.path,
      schema,
      config,
      // Before the body is parsed: an anonymous caller learns 100401, not what its body got wrong. Runs
      // after the per-IP limit (an onRequest hook), so a flood costs no session lookups.
      preParsing: async (request) => {
        request.auth = await options.authorize(request, call.access, name);
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
                ? sideQuery
                  ? { ...(request.params as object), ...(request.query as object) }
                  : request.params
                : undefined;
        let message = successMessage;
        const auth = request.auth;
        const data = await handler({
          input: input as CallParsedInput<CallDefinition>,
          auth: auth as never,
          audit: (action && auth
            ? options.audit.writerFor(action, {
                userId: auth.userId,
                name: auth.name,
                role: auth.activeRole,
                ip: request.ip,
              })
            : null) as never,
          currentAuth: async () => request.auth ?? (await options.authenticate(request)),
          request,
          reply,
          upload: upload ? await readUpload(request, upload.field, upload.maxBytes) : null,
          setMessage: (text) => void (message = text),
        });
        if (call.download) {
          const file = data as FileDownload;
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', contentDisposition(file.fileName));
          for (const [header, value] of Object.entries(file.headers ?? {})) reply.header(header, value);
          // A file made while it is sent arrives as chunks and goes out as a stream.
          return reply.send(
            file.content instanceof Uint8Array ? Buffer.from(file.content) : Readable.from(file.content),
          );
        }
        return message === undefined ? ok(data) : ok(data, message);
      },
    };
    if (upload) {
      // Multipart only for this route: other routes keep refusing it as an unsupported content type.
      app.register(async (scope) => {
        await scope.register(multipart, {
          limits: { fileSize: upload.maxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
        });
        scope.route(route);
      });
    } else {
      app.route(route);
    }
  }
}
