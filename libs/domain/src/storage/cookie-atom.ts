/**
 * Atoms backed by a cookie. Unlike `atomWithStorage(…, { getOnInit: true })`, which reads storage once when
 * the module loads, these read the cookie the first time a store asks, so each store (each test, each app
 * start) sees the cookie as it is then; writes go to the cookie and to the store.
 */
import { atom } from 'jotai/vanilla';
import type { WritableAtom } from 'jotai/vanilla';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

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
      return written ? written.value : codec.parse(readCookie(name));
    },
    (_get, set, value: T) => {
      const raw = codec.format(value);
      if (raw === undefined) removeCookie(name);
      else writeCookie(name, raw);
      set(writtenAtom, { value });
    },
  );
}
