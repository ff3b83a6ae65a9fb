// Who is calling: the session behind the `token` header, and whether its active role may make a call.
// Anything that is not a live server-issued token (a forged `admin-token`, an expired or revoked one, one of a
// locked account) is simply no session. A user whose password an admin reset may only change it (and read
// who they are) until they do.
import type { FastifyRequest } from 'fastify';
import {
  accessAllows,
  ERROR_CODES,
  PASSWORD_CHANGE_CALLS,
  TOKEN_HEADER,
  type CallAccess,
} from '@zhiyuan/contracts';
import { AppError } from '../../http/app-error.ts';
import { AUTH_MESSAGES } from './messages.ts';
import type { SessionRecord, SessionStore } from './sessions.ts';

/** The signed-in caller. */
export type AuthContext = SessionRecord;

/** The `token` header, if the request has exactly one non-empty value. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function createAccess(sessions: SessionStore) {
  async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const token = tokenOf(request);
    return token ? sessions.find(token) : null;
  }

  async function authorize(
    request: FastifyRequest,
    access: CallAccess,
    callName: string,
  ): Promise<AuthContext | null> {
    if (access === 'public') return null;
    const auth = await authenticate(request);
    if (!auth) {
      throw new AppError(
        ERROR_CODES.unauthorized,
        tokenOf(request) ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.notLoggedIn,
      );
    }
    if (!accessAllows(access, auth.activeRole))
      throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.forbidden);
    if (auth.mustChangePassword && !(PASSWORD_CHANGE_CALLS as readonly string[]).includes(callName)) {
      throw new AppError(ERROR_CODES.forbidden, AUTH_MESSAGES.mustChangePassword, {
        data: { mustChangePassword: true },
      });
    }
    return auth;
  }

  return { authenticate, authorize };
}
