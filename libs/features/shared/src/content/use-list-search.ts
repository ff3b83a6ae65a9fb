// The keyword and page of a list, kept in the URL (?keyword=…&page=…) so that back, forward, refresh and a
// shared link show the same page. A new keyword starts again at page 1; page 1 and an empty keyword are left
// out of the URL.
import { useSearchParams } from 'react-router';

export interface ListSearch {
  keyword: string;
  page: number;
  setKeyword: (keyword: string) => void;
  setPage: (page: number) => void;
}

/** Reads `?id=`: a row id (a positive integer), else null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Reads `?page=`: a positive integer, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useListSearch(): ListSearch {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const page = parsePage(params.get('page'));

  const setKeyword = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const value = next.trim();
      if (value) updated.set('keyword', value);
      else updated.delete('keyword');
      updated.delete('page');
      return updated;
    });

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return { keyword, page, setKeyword, setPage };
}

/**
 * A filter of a list kept in the URL (`?role=…`, `?status=…`): its value, and a setter that leaves the
 * parameter out for '' (or `all`, the select's "every" option) and starts the list again at page 1.
 */
export function useListFilter(name: string, all = ''): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '' || value === all) next.delete(name);
      else next.set(name, value);
      next.delete('page');
      return next;
    });
  return [params.get(name), set];
}
