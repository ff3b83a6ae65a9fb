/**
 * Session store (the original's user store): token, name, avatar, introduction, roles, the login status the
 * public site keeps in a cookie, and which auth dialog is open. Server calls come through
 * `sessionServicesAtom`, which the app sets once at start (`createSessionServices(api, …)`), so the atoms
 * stay testable without a network and free of UI.
 */
import { atom } from 'jotai/vanilla';
import type { Getter, Setter } from 'jotai/vanilla';
import { CLIENT_TYPE } from '@zhiyuan/contracts';
import type { ClientType, LoginData, Role, UserInfo } from '@zhiyuan/contracts';
import { createAccountService } from '../api/account-service.ts';
import type { AccountApi, Credentials } from '../api/account-service.ts';
import type { Api } from '../api/create-api.ts';
import type { RequestOptions } from '../http/http-client.ts';
import {
  LOGIN_EXPIRED_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  MESSAGE_DURATION_MS,
  DOMAIN_MESSAGES,
} from '../messages.ts';
import { atomWithCookie } from '../storage/cookie-atom.ts';
import { LOGIN_STATUS_COOKIE, TOKEN_COOKIE } from '../storage/cookies.ts';
import type { LoginStatus } from '../storage/cookies.ts';
import { generateRoutesAtom, resetRoutesAtom } from './permission.ts';
import { closeAllViewsAtom } from './tags-view.ts';

/** What the session actions need from outside. */
export interface SessionServices {
  login(credentials: Credentials, clientType?: ClientType): Promise<LoginData>;
  getUserInfo(): Promise<UserInfo | undefined>;
  loginOut(options?: RequestOptions): Promise<void>;
  switchRole(body: { role: Role }): Promise<UserInfo>;
  /** Shows a success message for `durationMs` (the back-office logout's 退出成功, 5 s). */
  notifySuccess?(message: string, durationMs: number): void;
}

/** Builds the session services from the api functions. */
export function createSessionServices(
  api: AccountApi & Pick<Api, 'getUserInfo' | 'loginOut' | 'switchRole'>,
  options: { notifySuccess?: (message: string, durationMs: number) => void } = {},
): SessionServices {
  const account = createAccountService(api);
  return {
    login: (credentials, clientType) => account.login(credentials, clientType),
    getUserInfo: () => api.getUserInfo(),
    loginOut: (requestOptions) => api.loginOut(requestOptions),
    switchRole: (body) => api.switchRole(body),
    ...(options.notifySuccess ? { notifySuccess: options.notifySuccess } : {}),
  };
}

/** The services the actions call; the app sets it once. */
export const sessionServicesAtom = atom<SessionServices | null>(null);

function services(get: Getter): SessionServices {
  const value = get(sessionServicesAtom);
  if (!value) throw new Error(DOMAIN_MESSAGES.servicesMissing);
  return value;
}

const tokenCookieAtom = atomWithCookie<string>(TOKEN_COOKIE, {
  parse: (raw) => raw ?? '',
  // Clearing the token removes the cookie (the original's removeToken).
  format: (token) => token || undefined,
});
const loginStatusCookieAtom = atomWithCookie<LoginStatus>(LOGIN_STATUS_COOKIE, {
  parse: (raw) => (raw === '1' ? '1' : '0'),
  format: (status) => status,
});
const nameBaseAtom = atom('');
const avatarBaseAtom = atom('');
const introductionBaseAtom = atom('');
const rolesBaseAtom = atom<readonly Role[]>([]);
const activeRoleBaseAtom = atom<Role | null>(null);

/** The dialogs of the public site's auth flow; at most one is open. */
export type AuthDialog = 'login' | 'register' | null;
const authDialogBaseAtom = atom<AuthDialog>(null);

/** The session token ('' when none), kept in the `Admin-Token` cookie. */
export const tokenAtom = atom((get) => get(tokenCookieAtom));
/** '1' signed in, '0' not; kept in the `Login-Status` cookie. */
export const loginStatusAtom = atom((get) => get(loginStatusCookieAtom));
/** The user's name. */
export const nameAtom = atom((get) => get(nameBaseAtom));
/** The user's avatar URL. */
export const avatarAtom = atom((get) => get(avatarBaseAtom));
/** The user's introduction (always empty: the server has none). */
export const introductionAtom = atom((get) => get(introductionBaseAtom));
/** The user's roles, from the server's user info. */
export const rolesAtom = atom((get) => get(rolesBaseAtom));
/** The role the session acts as (the server's `activeRole`), null until the user info is loaded. */
export const activeRoleAtom = atom((get) => get(activeRoleBaseAtom));
/** Which auth dialog is open. */
export const authDialogAtom = atom((get) => get(authDialogBaseAtom));

/**
 * The original's login alert: 1 while the login dialog is open, else 0. Setting 1 opens the login dialog
 * (closing register); setting 0 closes it.
 */
export const loginAlertAtom = atom(
  (get) => (get(authDialogBaseAtom) === 'login' ? 1 : 0),
  (get, set, value: number) => {
    if (value === 1) set(authDialogBaseAtom, 'login');
    else if (get(authDialogBaseAtom) === 'login') set(authDialogBaseAtom, null);
  },
);

/** Opens the login dialog; the register dialog closes. */
export const openLoginAtom = atom(null, (_get, set) => {
  set(authDialogBaseAtom, 'login');
});
/** Closes the login dialog (login alert back to 0). */
export const closeLoginAtom = atom(null, (_get, set) => {
  set(loginAlertAtom, 0);
});
/** Opens the register dialog; the login dialog closes. */
export const openRegisterAtom = atom(null, (_get, set) => {
  set(authDialogBaseAtom, 'register');
});
/** Closes the register dialog. */
export const closeRegisterAtom = atom(null, (get, set) => {
  if (get(authDialogBaseAtom) === 'register') set(authDialogBaseAtom, null);
});

function applyLogin(set: Setter, data: LoginData) {
  set(tokenCookieAtom, data.token);
  set(loginStatusCookieAtom, '1');
  set(nameBaseAtom, data.username);
  set(avatarBaseAtom, data.file);
}

function applyUserInfo(set: Setter, info: UserInfo) {
  set(loginStatusCookieAtom, '1');
  // The original fixed roles to ['admin'] because its server sent none; roles now come from the server
  // (listed in docs/deviations.md).
  set(rolesBaseAtom, info.roles);
  set(activeRoleBaseAtom, info.activeRole ?? null);
  set(nameBaseAtom, info.name);
  set(avatarBaseAtom, info.file);
  set(introductionBaseAtom, '');
}

/** Public-site login: signs in and stores token, status '1', name and avatar. Rejects like the call. */
export const loginAtom = atom(null, async (get, set, credentials: Credentials): Promise<LoginData> => {
  const data = await services(get).login(credentials);
  applyLogin(set, data);
  return data;
});

/** Back-office login (clientType 2): token, status '1', name from `username`, avatar from `file`. */
export const adminLoginAtom = atom(null, async (get, set, credentials: Credentials): Promise<LoginData> => {
  const data = await services(get).login(credentials, CLIENT_TYPE.admin);
  applyLogin(set, data);
  return data;
});

/**
 * Loads the user info: rejects with 登录状态已过期，请重新登录！ if the answer has no data; otherwise status
 * '1', roles, name, avatar and an empty introduction.
 */
export const fetchUserInfoAtom = atom(null, async (get, set): Promise<UserInfo> => {
  const info = await services(get).getUserInfo();
  if (!info) throw new Error(LOGIN_EXPIRED_MESSAGE);
  applyUserInfo(set, info);
  return info;
});

function clearAuth(set: Setter) {
  set(tokenCookieAtom, '');
  set(loginStatusCookieAtom, '0');
}

/**
 * Back-office logout: once the server call succeeds, shows 退出成功 for 5 s, clears token, roles and the
 * stored auth, and resets the routes. If the call fails nothing changes (the client already showed why).
 */
export const adminLogoutAtom = atom(null, async (get, set): Promise<void> => {
  const svc = services(get);
  await svc.loginOut();
  svc.notifySuccess?.(LOGOUT_SUCCESS_MESSAGE, MESSAGE_DURATION_MS);
  clearAuth(set);
  set(rolesBaseAtom, []);
  set(activeRoleBaseAtom, null);
  set(resetRoutesAtom);
});

/**
 * Public-site logout: clears the login status and the token at once (the caller then navigates to /home)
 * and asks the server to revoke the session, sending the token being cleared; a failure there is ignored,
 * quietly, since the browser has forgotten the token either way. Resolves when the server call settles.
 */
export const logoutAtom = atom(null, async (get, set): Promise<void> => {
  const token = get(tokenCookieAtom);
  const svc = services(get);
  clearAuth(set);
  await svc
    .loginOut({ silent: true, ignoreUnauthorized: true, ...(token ? { headers: { token } } : {}) })
    .catch(() => undefined);
});

/**
 * Forgets token, roles and the stored auth (token cookie; login status back to '0') without a server call,
 * for when the session is already gone there.
 */
export const resetTokenAtom = atom(null, (_get, set) => {
  clearAuth(set);
  set(rolesBaseAtom, []);
  set(activeRoleBaseAtom, null);
});

/**
 * The server said "not logged in" (the http client's onUnauthorized): status '0', token cleared, login
 * alert raised so the login dialog opens.
 */
export const expireSessionAtom = atom(null, (_get, set) => {
  clearAuth(set);
  set(authDialogBaseAtom, 'login');
});

/**
 * Switches the active role: the server checks the user holds it and answers with the user info as it now
 * is, which is applied as a user-info reload; then the routes are regenerated and all tabs closed. (The
 * original set `<role>-token` as the token; no such token is ever used here.)
 */
export const changeRolesAtom = atom(null, async (get, set, role: Role): Promise<UserInfo> => {
  const info = await services(get).switchRole({ role });
  applyUserInfo(set, info);
  set(resetRoutesAtom);
  // The menu follows the role the session now acts as (the server checks calls against that role).
  set(generateRoutesAtom, info.activeRole ? [info.activeRole] : info.roles);
  set(closeAllViewsAtom);
  return info;
});
