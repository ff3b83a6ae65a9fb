// 找专业's state in the URL (?keyword=计算机&year=2025&page=2): the search keyword, the catalog edition and the
// page of results. Malformed values are dropped so a hand-edited link still opens the catalog.
export const MAJOR_PAGE_SIZE = 20;

export interface CatalogQuery {
  keyword: string;
  /** The catalog edition; absent means the current one. */
  year?: number;
  page: number;
}

export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const year = Number(params.get('year'));
  const page = Number(params.get('page'));
  const query: CatalogQuery = {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  if (Number.isInteger(year) && year >= 2000 && year <= 2100) query.year = year;
  return query;
}

export function writeCatalogQuery(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.year !== undefined) params.set('year', String(query.year));
  if (query.keyword && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The catalog editions to offer: the current exam year's and the one before (the catalog changes yearly). */
export function catalogEditions(currentYear: number): number[] {
  return [currentYear, currentYear - 1];
}
