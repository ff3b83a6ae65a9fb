/**
 * @zhiyuan/domain — the browser's domain layer: HTTP client (ky) and typed api functions built from
 * @zhiyuan/contracts, jotai atoms for the client state the original site kept (session, app, settings, tags
 * view, permission, error log), formatters, password encryption, cookies and route helpers. No React, no UI:
 * the apps pass their toasts and navigation in as callbacks.
 */

// HTTP and API
export { ApiError, CLIENT_ERROR_CODES, isApiError } from './http/api-error.ts';
export type { ApiErrorKind } from './http/api-error.ts';
export { REQUEST_TIMEOUT_MS, createHttpClient } from './http/http-client.ts';
export type { HttpClient, HttpClientOptions, RequestOptions } from './http/http-client.ts';
export { createApi, loadApiCalls, loadSiteCalls } from './api/create-api.ts';
export type { Api, ApiFunction } from './api/create-api.ts';
export { createAccountService } from './api/account-service.ts';
export type { AccountApi, AccountService, Credentials } from './api/account-service.ts';
export { accountCallKey, ACCOUNT_QUERY_KEY, callKey, queryKeys } from './api/query-keys.ts';
export type { AccountCallKey, CallKey } from './api/query-keys.ts';
export { connectDomain } from './connect.ts';
export type { ConnectOptions, DomainConnection, DomainStore } from './connect.ts';

// Messages
export {
  DOMAIN_MESSAGES,
  LOGIN_EXPIRED_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  MESSAGE_DURATION_MS,
  NETWORK_ERROR_MESSAGE,
} from './messages.ts';

// State
export * from './state/session.ts';
export * from './state/app.ts';
export * from './state/settings.ts';
export * from './state/tags-view.ts';
export * from './state/permission.ts';
export * from './state/error-log.ts';

// Reference data
export { citiesOf, COLLEGE_PLACES, PROVINCES } from './places/college-places.ts';

// Formatters, crypto, cookies, routing
export { DEFAULT_TIME_PATTERN, formatTime, parseTime, timeAgo, toDate } from './format/time.ts';
export type { TimeInput } from './format/time.ts';
export { cellText, numberFormatter, toThousandFilter } from './format/number.ts';
export { encryptPassword } from './crypto/encrypt-password.ts';
export {
  LOGIN_STATUS_COOKIE,
  SIDEBAR_STATUS_COOKIE,
  SIZE_COOKIE,
  TOKEN_COOKIE,
  getLoginStatus,
  getToken,
  removeToken,
  setLoginStatus,
  setToken,
} from './storage/cookies.ts';
export type { LoginStatus } from './storage/cookies.ts';
export { atomWithCookie, cookieSourceAtom } from './storage/cookie-atom.ts';
export type { CookieCodec } from './storage/cookie-atom.ts';
export {
  HOME_BREADCRUMB,
  buildBreadcrumb,
  compilePath,
  pageTitle,
  shouldRebuildBreadcrumb,
} from './routing/breadcrumb.ts';
export type { BreadcrumbItem, RouteParams } from './routing/breadcrumb.ts';
export type { RouteMeta, RouteRecord, RouteTree } from './routing/route-record.ts';
