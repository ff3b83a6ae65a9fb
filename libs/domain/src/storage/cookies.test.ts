import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { atomWithCookie } from './cookie-atom.ts';
import {
  cookieAttributes,
  LOGIN_STATUS_COOKIE,
  TOKEN_COOKIE,
  getLoginStatus,
  getToken,
  readCookie,
  removeToken,
  setLoginStatus,
  setToken,
  writeCookie,
} from './cookies.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
afterEach(clearCookies);

describe('cookie helpers', () => {
  it('use the original cookie names', () => {
    expect([TOKEN_COOKIE, LOGIN_STATUS_COOKIE]).toEqual(['Admin-Token', 'Login-Status']);
  });

  it('mark the cookies Secure on a page served over HTTPS (also behind a TLS proxy), not over plain HTTP', () => {
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'Lax' });
    // The test page is http://: the token is written without Secure there, with the page's own protocol.
    const set = vi.spyOn(Cookies, 'set');
    setToken('tok-2');
    expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'tok-2', cookieAttributes(window.location.protocol));
    set.mockRestore();
  });

  it('store, read and remove the token', () => {
    expect(getToken()).toBeUndefined();
    setToken('tok-1');
    expect(document.cookie).toContain('Admin-Token=tok-1');
    expect(getToken()).toBe('tok-1');
    removeToken();
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('Admin-Token');
  });

  it("store the login status as '1' / '0', reading anything else as '0'", () => {
    expect(getLoginStatus()).toBe('0');
    setLoginStatus('1');
    expect(readCookie('Login-Status')).toBe('1');
    expect(getLoginStatus()).toBe('1');
    writeCookie('Login-Status', 'yes');
    expect(getLoginStatus()).toBe('0');
  });
});

describe('atomWithCookie', () => {
  const flagAtom = atomWithCookie<boolean>('flag', {
    parse: (raw) => raw === '1',
    format: (value) => (value ? '1' : undefined),
  });

  it('reads the cookie as it is when a store first asks', () => {
    writeCookie('flag', '1');
    expect(createStore().get(flagAtom)).toBe(true);
    clearCookies();
    expect(createStore().get(flagAtom)).toBe(false);
  });

  it('writes to the cookie, removing it when format gives undefined', () => {
    const store = createStore();
    store.set(flagAtom, true);
    expect(readCookie('flag')).toBe('1');
    expect(store.get(flagAtom)).toBe(true);
    store.set(flagAtom, false);
    expect(readCookie('flag')).toBeUndefined();
    expect(store.get(flagAtom)).toBe(false);
  });
});
