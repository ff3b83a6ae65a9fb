/**
 * Atoms backed by a cookie. Unlike `atomWithStorage(…, { getOnInit: true })`, which reads storage once when
 * the module loads, these read the cookie the first time a store asks, so each store (each test, each app
 * start) sees the cookie as it is then; writes go to the cookie and to the store.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/**
 * Where cookie atoms read from when set: the server renders a page with the request's cookies (the browser
 * has none to give it), so that its HTML draws what the browser's first render will (signed in, size).
 */
export const cookieSourceAtom = atom<((name: string) => string | undefined) | null>(null);

/** How a value is read from and written to the cookie; `format` returning undefined removes the cookie. */
export interface CookieCodec<T> {
  parse(raw: string | undefined): T;
  format(value: T): string | undefined;
}

/** An atom whose value lives in cookie `name`. */
export function atomWithCookie<T>(name: string, codec: CookieCodec<T>): WritableAtom<T, [T], void> {
  // `null` until the first write in this store: until then the cookie is the source.
  const writtenAtom = atom<{ value: T } | null>(null);
  return atom(
    (get) => {
      const written = get(writtenAtom);
      if (written) return written.value;
      const source = get(cookieSourceAtom);
      return codec.parse(source ? source(name) : readCookie(name));
    },
    (_get, set, value: T) => {
      const raw = codec.format(value);
      if (raw === undefined) removeCookie(name);
      else writeCookie(name, raw);
      set(writtenAtom, { value });
    },
  );
}
