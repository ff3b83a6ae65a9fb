import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { readCookie, writeCookie } from '../storage/cookies.ts';
import {
  MOBILE_BREAKPOINT,
  applyWindowWidthAtom,
  closeSidebarAtom,
  deviceAtom,
  deviceForWidth,
  setDeviceAtom,
  setSizeAtom,
  sidebarAtom,
  sizeAtom,
  toggleSidebarAtom,
} from './app.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
beforeEach(clearCookies);
afterEach(clearCookies);

describe('app: sidebar', () => {
  it('is open by default, animated', () => {
    expect(createStore().get(sidebarAtom)).toEqual({ opened: true, withoutAnimation: false });
  });

  it("reads the sidebarStatus cookie: '0' closed, '1' open", () => {
    writeCookie('sidebarStatus', '0');
    expect(createStore().get(sidebarAtom).opened).toBe(false);
    writeCookie('sidebarStatus', '1');
    expect(createStore().get(sidebarAtom).opened).toBe(true);
  });

  it('toggles, remembering the state in the cookie and animating', () => {
    const store = createStore();
    store.set(closeSidebarAtom, true);
    store.set(toggleSidebarAtom);
    expect(store.get(sidebarAtom)).toEqual({ opened: true, withoutAnimation: false });
    expect(readCookie('sidebarStatus')).toBe('1');
    store.set(toggleSidebarAtom);
    expect(store.get(sidebarAtom)).toEqual({ opened: false, withoutAnimation: false });
    expect(readCookie('sidebarStatus')).toBe('0');
  });

  it('closes with or without animation', () => {
    const store = createStore();
    store.set(closeSidebarAtom, true);
    expect(store.get(sidebarAtom)).toEqual({ opened: false, withoutAnimation: true });
    expect(readCookie('sidebarStatus')).toBe('0');
    store.set(toggleSidebarAtom);
    store.set(closeSidebarAtom, false);
    expect(store.get(sidebarAtom)).toEqual({ opened: false, withoutAnimation: false });
  });
});

describe('app: device', () => {
  it('is mobile under 992 px and desktop from 992 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect([deviceForWidth(375), deviceForWidth(991), deviceForWidth(992), deviceForWidth(1440)]).toEqual([
      'mobile',
      'mobile',
      'desktop',
      'desktop',
    ]);
  });

  it('defaults to desktop and can be set to other values', () => {
    const store = createStore();
    expect(store.get(deviceAtom)).toBe('desktop');
    store.set(setDeviceAtom, 'tablet');
    expect(store.get(deviceAtom)).toBe('tablet');
  });

  it('follows the window width, closing the sidebar without animation on mobile', () => {
    const store = createStore();
    store.set(applyWindowWidthAtom, 800);
    expect(store.get(deviceAtom)).toBe('mobile');
    expect(store.get(sidebarAtom)).toEqual({ opened: false, withoutAnimation: true });
    store.set(toggleSidebarAtom);
    store.set(applyWindowWidthAtom, 1280);
    expect(store.get(deviceAtom)).toBe('desktop');
    expect(store.get(sidebarAtom).opened).toBe(true);
  });
});

describe('app: size', () => {
  it('defaults to medium and ignores an unknown cookie value', () => {
    expect(createStore().get(sizeAtom)).toBe('medium');
    writeCookie('size', 'huge');
    expect(createStore().get(sizeAtom)).toBe('medium');
    writeCookie('size', 'mini');
    expect(createStore().get(sizeAtom)).toBe('mini');
  });

  it('sets and remembers the size', () => {
    const store = createStore();
    store.set(setSizeAtom, 'small');
    expect(store.get(sizeAtom)).toBe('small');
    expect(readCookie('size')).toBe('small');
  });
});
