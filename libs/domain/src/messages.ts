/** Chinese texts the domain layer produces itself (the server's messages come with its answers). */
export const DOMAIN_MESSAGES = {
  /** The one quiet toast for network failures and timeouts (the original swallowed them silently). */
  networkError: '网络异常，请稍后重试',
  /** Fallback when an error body carries no message, as in the original. */
  unknownError: 'Error',
  /** The answer did not match the contract. */
  invalidResponse: '服务器返回的数据格式不正确',
  /** Fetch user info answered without data. */
  loginExpired: '登录状态已过期，请重新登录！',
  /** Shown 5 s after the back-office logout. */
  logoutSuccess: '退出成功',
  /** encryptPassword got a key it cannot use. */
  invalidPublicKey: '加密公钥无效，无法加密密码，请刷新页面后重试',
  /** Session actions used before the app gave them their services. */
  servicesMissing: '会话服务尚未配置：请先设置 sessionServicesAtom',
} as const;

/** The message of the network-failure toast: 网络异常，请稍后重试. */
export const NETWORK_ERROR_MESSAGE = DOMAIN_MESSAGES.networkError;
/** The message of the expired-login rejection: 登录状态已过期，请重新登录！ */
export const LOGIN_EXPIRED_MESSAGE = DOMAIN_MESSAGES.loginExpired;
/** The back-office logout success message: 退出成功. */
export const LOGOUT_SUCCESS_MESSAGE = DOMAIN_MESSAGES.logoutSuccess;
/** How long error toasts and the logout message stay (spec §9). */
export const MESSAGE_DURATION_MS = 5000;
