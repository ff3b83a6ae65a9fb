/**
 * The cookies the original site used, with the same names so that a browser coming from the old site keeps
 * its session preferences: the auth token, the public site's login status, the sidebar state, the size.
 */
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@zhiyuan/contracts/basics';

/** Cookie holding the session token (named by the contract: the server looks for it too). */
export { TOKEN_COOKIE };
/** Cookie holding the public site's login status, '1' signed in or '0'. */
export const LOGIN_STATUS_COOKIE = 'Login-Status';
/** Cookie holding the sidebar state, '1' open or '0' closed. */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
/** Cookie holding the component size (default / medium / small / mini). */
export const SIZE_COOKIE = 'size';

/** The public site's login status as stored. */
export type LoginStatus = '1' | '0';

/**
 * The attributes every cookie is written with: `Secure` on a page served over HTTPS. Behind a TLS-terminating
 * proxy the page's own protocol is https: even where the server itself speaks plain HTTP, so the session token
 * never travels over a plain connection once the site is on HTTPS.
 */
export function cookieAttributes(protocol: string | undefined): Cookies.CookieAttributes {
  return protocol === 'https:'
    ? { path: '/', sameSite: 'Lax', secure: true }
    : { path: '/', sameSite: 'Lax' };
}

/** The attributes for this page (read each time: a test or a server render has no fixed location). */
const attributes = () => cookieAttributes(globalThis.location?.protocol);

/** Reads a cookie (undefined when absent). */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Writes a session cookie (no expiry, as in the original). */
export function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, attributes());
}

/** Removes a cookie. */
export function removeCookie(name: string): void {
  Cookies.remove(name, attributes());
}

/** The stored token, or undefined. */
export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** Stores the token. */
export function setToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token);
}

/** Removes the stored token. */
export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
}

/** The stored login status; anything but '1' reads as '0'. */
export function getLoginStatus(): LoginStatus {
  return readCookie(LOGIN_STATUS_COOKIE) === '1' ? '1' : '0';
}

/** Stores the login status. */
export function setLoginStatus(status: LoginStatus): void {
  writeCookie(LOGIN_STATUS_COOKIE, status);
}
