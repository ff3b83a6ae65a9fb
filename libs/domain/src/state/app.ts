/**
 * App store: sidebar (open or closed, remembered in the `sidebarStatus` cookie, open by default), the
 * component size (cookie `size`, default medium) and the device, which follows the window width with the
 * 992 px breakpoint and closes the sidebar on mobile.
 */
import { atom } from 'jotai/vanilla';
import { atomWithCookie } from '../storage/cookie-atom.ts';
import { SIDEBAR_STATUS_COOKIE, SIZE_COOKIE } from '../storage/cookies.ts';

/** Widths under this many pixels are mobile. */
export const MOBILE_BREAKPOINT = 992;

/** Device kinds; other values may be set (the original allowed any). */
export type Device = 'desktop' | 'mobile' | (string & {});

/** Component sizes, in the order the size menu lists them. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

/** `mobile` under {@link MOBILE_BREAKPOINT}, otherwise `desktop`. */
export function deviceForWidth(width: number): 'desktop' | 'mobile' {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

const sidebarOpenedAtom = atomWithCookie<boolean>(SIDEBAR_STATUS_COOKIE, {
  // No cookie yet: open, as in the original.
  parse: (raw) => (raw === undefined ? true : raw === '1'),
  format: (opened) => (opened ? '1' : '0'),
});
const withoutAnimationAtom = atom(false);

/** The sidebar: open or not, and whether the last change should skip the animation. */
export const sidebarAtom = atom((get) => ({
  opened: get(sidebarOpenedAtom),
  withoutAnimation: get(withoutAnimationAtom),
}));

/** Opens a closed sidebar and closes an open one, animated. */
export const toggleSidebarAtom = atom(null, (get, set) => {
  set(sidebarOpenedAtom, !get(sidebarOpenedAtom));
  set(withoutAnimationAtom, false);
});

/** Closes the sidebar, with or without animation. */
export const closeSidebarAtom = atom(null, (_get, set, withoutAnimation: boolean) => {
  set(sidebarOpenedAtom, false);
  set(withoutAnimationAtom, withoutAnimation);
});

const deviceBaseAtom = atom<Device>('desktop');

/** The current device, `desktop` until told otherwise. */
export const deviceAtom = atom((get) => get(deviceBaseAtom));

/** Sets the device to any value. */
export const setDeviceAtom = atom(null, (_get, set, device: Device) => {
  set(deviceBaseAtom, device);
});

/** What the resize handler calls with the window width: sets the device; on mobile closes the sidebar. */
export const applyWindowWidthAtom = atom(null, (_get, set, width: number) => {
  const device = deviceForWidth(width);
  set(deviceBaseAtom, device);
  if (device === 'mobile') set(closeSidebarAtom, true);
});

function isSize(value: unknown): value is Size {
  return (SIZES as readonly unknown[]).includes(value);
}

const sizeCookieAtom = atomWithCookie<Size>(SIZE_COOKIE, {
  parse: (raw) => (isSize(raw) ? raw : DEFAULT_SIZE),
  format: (size) => size,
});

/** The component size. */
export const sizeAtom = atom((get) => get(sizeCookieAtom));

/** Sets and remembers the component size. */
export const setSizeAtom = atom(null, (_get, set, size: Size) => {
  set(sizeCookieAtom, size);
});
